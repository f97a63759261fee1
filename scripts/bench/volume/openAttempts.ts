import type pg from "pg";

/** What a student's device needs to save answers: its attempt and, per question, the options it may choose. */
export interface OpenClass {
  attemptIds: string[];
  questions: Array<{ id: string; optionIds: string[] }>;
}

/**
 * Every student of an application's classes has entered it and is answering: one attempt each,
 * in progress, with the exam's question and option order fixed as entry fixes it (the
 * application does not shuffle), the deadline `durationMinutes` from now. Written in one
 * set-based statement: thousands of entries through the API would meet the per-address limits of
 * the student routes (routes/online.ts), which a real network spreads over its schools' addresses.
 */
export async function openApplication(pool: pg.Pool, applicationId: string): Promise<OpenClass> {
  const attempts = await pool.query<{ id: string }>(
    `insert into exam_attempts (id, application_id, student_id, class_id, student_name, status, started_at, deadline_at,
       extra_minutes, question_order, option_order, created_at)
     select gen_random_uuid(), app.id, st.id, st.class_id, st.name, 'in_progress', now(),
       now() + app.duration_minutes * interval '1 minute', 0,
       (select jsonb_agg(q.id order by q.question_order) from exam_questions q where q.exam_id = app.exam_id),
       coalesce((select jsonb_object_agg(q.id, (select jsonb_agg(o.id order by o.option_letter)
           from question_options o where o.question_id = q.id))
         from exam_questions q where q.exam_id = app.exam_id and q.question_type = 'multiple_choice'), '{}'::jsonb),
       now()
     from exam_applications app
     join exam_application_classes ac on ac.application_id = app.id
     join students st on st.class_id = ac.class_id
     where app.id = $1
     returning id`,
    [applicationId],
  );
  const questions = await pool.query<{ id: string; option_ids: string[] }>(
    `select q.id, array_agg(o.id order by o.option_letter) as option_ids
     from exam_applications app
     join exam_questions q on q.exam_id = app.exam_id
     join question_options o on o.question_id = q.id
     where app.id = $1
     group by q.id, q.question_order
     order by q.question_order`,
    [applicationId],
  );
  // Thousands of attempts at once: autovacuum would analyze the table within the minute.
  await pool.query("analyze exam_attempts");
  return {
    attemptIds: attempts.rows.map((row) => row.id),
    questions: questions.rows.map((row) => ({ id: row.id, optionIds: row.option_ids })),
  };
}
