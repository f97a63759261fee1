import { sql, type SQL } from "drizzle-orm";
import type { AnswerOutcome } from "../../../shared/constants";

/**
 * How each question of many handed-in attempts came out, worked out by the database so the
 * learning reports read thousands of attempts without carrying every answer to the server.
 *
 * It is the rule of `scoreAnswer` (server/services/results/scoring.ts) in SQL, kept to it by
 * tests/api/learning.test.ts: an annulled question is `annulled`; a choice is `correct`,
 * `wrong` or `blank`; a graded essay is `graded`; an empty essay online is `blank`; any other essay
 * (every one on paper) is `pending`. `earned` is null while pending. A question scored by its
 * type's rule (shared/questionTypes/scoring.ts, partial credit and all) is not judged again here:
 * its outcome is the one stored when the attempt was handed in or last re-scored.
 *
 * `attempts` is a condition on the `a` alias of exam_attempts (the caller's scope and filter);
 * only handed-in attempts count. Each question carries its codes (questionsWithCodes).
 */
export function answerOutcomes(attempts: SQL): SQL {
  return sql`(
    with asked as (
      select a.id as attempt_id, a.application_id, a.class_id, a.source, app.exam_id, q.question_id::uuid as question_id
      from exam_attempts a
      join exam_applications app on app.id = a.application_id
      cross join lateral jsonb_array_elements_text(a.question_order) as q(question_id)
      where a.status = 'submitted' and (${attempts})
    ),
    questions as ${questionsWithCodes(sql`select distinct exam_id from asked`)},
    judged as (
      select asked.attempt_id, asked.application_id, asked.class_id, asked.exam_id, asked.question_id, questions.points,
        questions.descriptor_code, questions.descriptor_source, questions.bncc_skill,
        case
          when annulled.question_id is not null then 'annulled'
          when stored.outcome is not null and questions.question_type not in ('multiple_choice', 'essay') then stored.outcome
          when questions.question_type = 'multiple_choice' then
            case
              when answer.attempt_id is null or (answer.selected_option_id is null and coalesce(trim(answer.text_answer), '') = '') then 'blank'
              when coalesce(own_option.is_correct, bank_option.is_correct, false) then 'correct'
              else 'wrong'
            end
          when answer.essay_score is not null then 'graded'
          when asked.source <> 'paper' and (answer.attempt_id is null or (answer.selected_option_id is null and coalesce(trim(answer.text_answer), '') = '')) then 'blank'
          else 'pending'
        end as outcome,
        answer.essay_score, stored.earned as stored_earned
      from asked
      join questions on questions.exam_id = asked.exam_id and questions.question_id = asked.question_id
      left join exam_answers answer on answer.attempt_id = asked.attempt_id and answer.question_id = asked.question_id
      -- The chosen option, the question's own or the bank's: joined once per answer (a test inside
      -- the CASE would run again for each use of the outcome).
      left join question_options own_option
        on own_option.id = answer.selected_option_id and own_option.question_id = questions.question_id
      left join question_bank_options bank_option
        on bank_option.id = answer.selected_option_id and bank_option.question_id = questions.question_id
      left join exam_question_annulments annulled on annulled.exam_id = asked.exam_id and annulled.question_id = asked.question_id
      left join attempt_outcomes stored on stored.attempt_id = asked.attempt_id and stored.question_id = asked.question_id
    )
    select attempt_id, application_id, class_id, exam_id, question_id, points, descriptor_code, descriptor_source, bncc_skill, outcome,
      case outcome
        when 'annulled' then points
        when 'correct' then points
        when 'partial' then stored_earned
        when 'graded' then essay_score
        when 'pending' then null
        else 0
      end as earned
    from judged
  )`;
}

/** One row of answerOutcomes as the drivers return it. */
export interface OutcomeRow {
  attempt_id: string;
  application_id: string;
  class_id: string | null;
  exam_id: string;
  question_id: string;
  points: number;
  descriptor_code: string | null;
  descriptor_source: "saeb" | "paeb" | "descritor" | null;
  bncc_skill: string | null;
  outcome: AnswerOutcome;
  earned: number | null;
}

/**
 * The questions of some exams (`examIds`: a subquery of ids), their own and the bank's placed in
 * them, with their points and codes: the descriptor as the descriptor report reads it (SAEB, else
 * PAEB, else the free one, `descriptor_source` saying which) and the BNCC skill.
 */
export function questionsWithCodes(examIds: SQL): SQL {
  return sql`(
    select exam_id, question_id, question_type, points,
      coalesce(nullif(trim(descriptor_saeb), ''), nullif(trim(descriptor_paeb), ''), nullif(trim(descriptor), '')) as descriptor_code,
      case
        when nullif(trim(descriptor_saeb), '') is not null then 'saeb'
        when nullif(trim(descriptor_paeb), '') is not null then 'paeb'
        when nullif(trim(descriptor), '') is not null then 'descritor'
      end as descriptor_source,
      nullif(trim(bncc_skill), '') as bncc_skill
    from (
      select own.exam_id, own.id as question_id, own.question_type, own.points, own.descriptor,
        own.descriptor_saeb, own.descriptor_paeb, own.bncc_skill
      from exam_questions own
      where own.exam_id in (${examIds})
      union all
      select link.exam_id, item.id, item.question_type, link.points, item.descriptor,
        item.descriptor_saeb, item.descriptor_paeb, item.bncc_skill
      from exam_question_links link
      join question_bank_items item on item.id = link.question_id
      where link.exam_id in (${examIds})
    ) as placed
  )`;
}
