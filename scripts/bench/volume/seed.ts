/**
 * A school network's volume for the platform benchmark: organisation, staff, students, exams with
 * their questions, the question bank, applications and handed-in attempts. Everything is written
 * with set-based SQL (`insert ... select ... from generate_series`) on one connection, so the
 * default volume takes seconds, not minutes. Values are drawn from a hash of each row's number,
 * so two runs produce the same spread.
 *
 * Every row is what the app's own insert paths would store: sanitised `<p>` HTML, codes from the
 * exam-code alphabet, one correct option among A–E, exam statuses that agree with their
 * applications, and attempt scores as `server/services/results/scoring.ts` computes them.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { SUBJECTS_BY_CATEGORY, type GradeLevelCategory, type Role } from "../../../shared/constants";
import { ALPHABET as CODE_ALPHABET, EXAM_CODE_LENGTH } from "../../../server/services/common/codes";
import { hashPassword } from "../../../server/services/auth/passwords";
import { storeJudgedOutcomes } from "./judgedOutcomes";
import {
  SCHOOL_PREFIXES,
  PATRONS,
  STREETS,
  CITIES,
  ASSOCIATIONS,
  GRADE_LEVELS,
  CATEGORY_LEVEL,
  STAFF_FIRST,
  SURNAMES,
  STUDENT_FIRST,
  MAIN_SUBJECTS,
  TOPICS,
  TEXTS,
} from "./vocabulary";

export interface VolumeOptions {
  schools: number;
  classesPerSchool: number;
  studentsPerClass: number;
  /** Admins 5, diretores 15, coordenadores 30 (scaled to this total), the rest professores. */
  staff: number;
  exams: number;
  questionsPerExam: number;
  bankItems: number;
  /** Handed-in attempts, as whole classes (closed applications × studentsPerClass). */
  finishedAttempts: number;
}

export const DEFAULT_VOLUME: VolumeOptions = {
  schools: 50,
  classesPerSchool: 10,
  studentsPerClass: 30,
  staff: 300,
  exams: 20_000,
  questionsPerExam: 10,
  bankItems: 100_000,
  finishedAttempts: 3_000,
};

export interface SeededVolume {
  /** Every seeded staff user's password. */
  password: string;
  /** Emails per role. */
  staff: Record<"admin" | "diretor" | "coordenador" | "professor", string[]>;
  /** Up to 500 exams spread over the volume, each with exactly `questionsPerExam` own questions and no bank links. */
  examIds: string[];
  /** The professor who owns the most exams. */
  busyProfessorEmail: string;
  /** Rows per table after seeding. */
  counts: Record<string, number>;
}

const PASSWORD = "volume-senha-2026";

const EXAM_ID_SAMPLE = 500;
const YEARS_OF_HISTORY = 2;

const number = new Intl.NumberFormat("pt-BR");

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");

/** Staff per role: the 300-user proportions (5 / 15 / 30 / rest), at least one professor. */
function staffRoles(total: number): Role[] {
  const share = (count: number) => Math.round((total * count) / 300);
  const admins = Math.max(1, share(5));
  const directors = Math.min(share(15), Math.max(0, total - admins - 1));
  const coordinators = Math.min(share(30), Math.max(0, total - admins - directors - 1));
  const professors = Math.max(1, total - admins - directors - coordinators);
  return [
    ...Array<Role>(admins).fill("admin"),
    ...Array<Role>(directors).fill("diretor"),
    ...Array<Role>(coordinators).fill("coordenador"),
    ...Array<Role>(professors).fill("professor"),
  ];
}

// ---------------------------------------------------------------------------------------------

export async function seedVolume(
  pool: pg.Pool,
  options: VolumeOptions = DEFAULT_VOLUME,
  log: (line: string) => void = () => undefined,
): Promise<SeededVolume> {
  const started = performance.now();
  const say = (line: string) =>
    log(`[${((performance.now() - started) / 1000).toFixed(1).replace(".", ",").padStart(5)} s] ${line}`);
  const passwordHash = await hashPassword(PASSWORD);
  const client = await pool.connect();
  try {
    // Temporary tables hold the drawn values between statements; give them memory before first use.
    await client.query("set temp_buffers = '256MB'");
    await client.query("set work_mem = '64MB'");
    await client.query("set maintenance_work_mem = '256MB'");
    await client.query("set synchronous_commit = off");
    await createHelpers(client);

    const transaction = async (work: () => Promise<void>) => {
      await client.query("begin");
      try {
        await work();
        await client.query("commit");
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      }
    };

    say(
      `semeando ${number.format(options.schools)} escolas, ${number.format(options.schools * options.classesPerSchool)} turmas, ` +
        `${number.format(options.schools * options.classesPerSchool * options.studentsPerClass)} alunos e ${number.format(options.staff)} usuários...`,
    );
    await transaction(() => seedOrganization(client, options, passwordHash));

    say(
      `semeando ${number.format(options.exams)} provas com ${number.format(options.exams * options.questionsPerExam)} questões...`,
    );
    await transaction(() => seedExams(client, options));

    say(`semeando ${number.format(options.bankItems)} questões do banco...`);
    await transaction(() => seedBank(client, options));

    const classesWithAttempts = Math.round(options.finishedAttempts / Math.max(1, options.studentsPerClass));
    say(`semeando aplicações e ${number.format(classesWithAttempts * options.studentsPerClass)} tentativas entregues...`);
    await transaction(() => seedApplications(client, classesWithAttempts));

    // A database in use has been vacuumed by autovacuum: statistics for the planner, and pages
    // marked all-visible, which index-only scans rely on. A fresh bulk load has neither yet.
    say("vacuum e estatísticas (como o autovacuum deixa um banco em uso)...");
    await client.query("vacuum analyze");

    const seeded = await summary(client);
    say(
      `pronto: ${Object.entries(seeded.counts)
        .map(([table, count]) => `${number.format(count)} ${table}`)
        .join(", ")}`,
    );
    return seeded;
  } finally {
    // The connection carries temporary tables and session settings: close it rather than reuse it.
    client.release(true);
  }
}

type Client = pg.PoolClient;

async function createHelpers(client: Client): Promise<void> {
  const base = CODE_ALPHABET.length;
  const powers = Array.from({ length: EXAM_CODE_LENGTH }, (_, index) => base ** (EXAM_CODE_LENGTH - 1 - index));
  // A value in [0, 1) from a row's number and a per-column salt: reproducible, and independent
  // between columns.
  await client.query(`
    create function pg_temp.rnd(key bigint, salt int) returns double precision
    language sql immutable parallel safe
    as $$ select (hashint8(key * 1000003 + salt * 7919) & 2147483647)::double precision / 2147483648 $$`);
  await client.query(`
    create function pg_temp.pick(key bigint, salt int, n int) returns int
    language sql immutable parallel safe
    as $$ select floor(pg_temp.rnd(key, salt) * n)::int $$`);
  // A number below base^length written in the code alphabet: distinct numbers give distinct codes.
  await client.query(`
    create function pg_temp.code(x bigint) returns text
    language sql immutable parallel safe
    as $$ select string_agg(substr('${CODE_ALPHABET}', ((x / p) % ${base})::int + 1, 1), '' order by p desc)
          from unnest(array[${powers.join(", ")}]::bigint[]) p $$`);

  await client.query(
    `create temp table v_topic as
     select (o - 1)::int as tid, subject, min_level, name, title, detail, detail_capitalised || '.' as fact, saeb, descriptor
     from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       with ordinality as t(subject, min_level, name, title, detail, detail_capitalised, saeb, descriptor, o)`,
    [
      TOPICS.map((topic) => topic[0]),
      TOPICS.map((topic) => topic[1]),
      TOPICS.map((topic) => topic[2]),
      TOPICS.map((topic) => capitalised(topic[2])),
      TOPICS.map((topic) => topic[3]),
      TOPICS.map((topic) => capitalised(topic[3])),
      TOPICS.map((topic) => topic[4]),
      TOPICS.map((topic) => topic[5]),
    ],
  );
  const pairs = (Object.entries(SUBJECTS_BY_CATEGORY) as Array<[GradeLevelCategory, readonly string[]]>).flatMap(
    ([category, subjects]) => subjects.map((subject) => [category, subject, CATEGORY_LEVEL[category]] as const),
  );
  // The subjects the exam form offers per category, each with the topics fit for that level.
  await client.query(
    `create temp table v_cat_topic as
     select p.category, p.subject, (row_number() over (partition by p.category, p.subject order by t.tid) - 1)::int as k, t.tid
     from unnest($1::text[], $2::text[], $3::int[]) as p(category, subject, level)
     join v_topic t on t.subject = p.subject and t.min_level <= p.level`,
    [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1]), pairs.map((pair) => pair[2])],
  );
  await client.query(`
    create temp table v_cat_subject as
    select category, subject, (row_number() over (partition by category order by subject) - 1)::int as sidx, count(*)::int as ntopics
    from v_cat_topic group by category, subject`);
  await client.query(
    `create temp table v_cat as select category, count(*)::int as nsubjects from v_cat_subject group by category`,
  );
  const missing = pairs.filter(
    ([category, subject]) => !TOPICS.some((topic) => topic[0] === subject && topic[1] <= CATEGORY_LEVEL[category]),
  );
  if (missing.length > 0) throw new Error(`Sem tópicos para: ${missing.map((pair) => pair.join("/")).join(", ")}`);
}

async function seedOrganization(client: Client, options: VolumeOptions, passwordHash: string): Promise<void> {
  const params = { schools: options.schools, cps: options.classesPerSchool, spc: options.studentsPerClass };
  const [{ id: unionId }] = (
    await client.query<{ id: string }>("insert into unions (name, description) values ($1, $2) returning id", [
      "União Educacional do Brasil Central",
      "Rede de associações de escolas de seis estados.",
    ])
  ).rows;
  await client.query(
    `insert into associations (name, description, union_id) select name, description, $3
     from unnest($1::text[], $2::text[]) as a(name, description)`,
    [ASSOCIATIONS.map((item) => item[0]), ASSOCIATIONS.map((item) => item[1]), unionId],
  );

  const schools = Array.from({ length: params.schools }, (_, index) => {
    const patron = PATRONS[index % PATRONS.length];
    const round = Math.floor(index / PATRONS.length);
    const name = `${SCHOOL_PREFIXES[index % SCHOOL_PREFIXES.length]} ${patron}${round > 0 ? ` ${round + 1}` : ""}`;
    const [city, uf, ddd] = CITIES[index % CITIES.length];
    const street = STREETS[(index * 3) % STREETS.length];
    const digits = String(1000 + ((index * 7919) % 9000));
    return {
      name,
      address: `${street}, ${100 + ((index * 37) % 1900)} - Centro, ${city} - ${uf}`,
      phone: `(${ddd}) 3${digits.slice(0, 3)}-${digits}`,
      email: `secretaria@${slug(patron).replace(/\./g, "")}${round > 0 ? round + 1 : ""}.escola.test`,
    };
  });
  await client.query(
    `create temp table v_school as
     select (o - 1)::int as sidx, gen_random_uuid() as id, name, address, phone, email
     from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality as s(name, address, phone, email, o)`,
    [schools.map((s) => s.name), schools.map((s) => s.address), schools.map((s) => s.phone), schools.map((s) => s.email)],
  );
  await client.query(`
    insert into schools (id, name, association_id, address, phone, email, created_at, updated_at)
    select s.id, s.name, a.id, s.address, s.phone, s.email, now() - interval '3 years', now() - interval '3 years'
    from v_school s
    join (select id, (row_number() over (order by name) - 1)::int as r, count(*) over ()::int as n from associations) a
      on a.r = s.sidx % a.n`);

  await client.query(
    `create temp table v_grade as
     select (o - 1)::int as gidx, gen_random_uuid() as id, name, category, description
     from unnest($1::text[], $2::text[], $3::text[]) with ordinality as g(name, category, description, o)`,
    [GRADE_LEVELS.map((g) => g[0]), GRADE_LEVELS.map((g) => g[1]), GRADE_LEVELS.map((g) => g[2])],
  );
  await client.query(`
    insert into grade_levels (id, name, description, category, created_at, updated_at)
    select id, name, description, category, now() - interval '3 years', now() - interval '3 years' from v_grade`);

  // Each school runs a band of consecutive grades with classes A and B (C, D... past 24 classes).
  await client.query(
    `create temp table v_class as
     select s.sidx * $1 + c as cidx, gen_random_uuid() as id, s.id as school_id, s.sidx, g.gidx, g.id as grade_id,
       g.name || ' ' || chr(65 + c % 2 + 2 * (c / 24)) as name
     from v_school s
     cross join generate_series(0, $1 - 1) c
     join v_grade g on g.gidx = (s.sidx * 5 + c / 2) % $2`,
    [params.cps, GRADE_LEVELS.length],
  );
  await client.query(`create index on v_class (cidx)`);
  // The school year under way (the dashboard counts its classes), as the app reckons it.
  await client.query(`
    insert into classes (id, name, school_id, grade_level_id, year, created_at, updated_at)
    select id, name, school_id, grade_id, extract(year from now() at time zone 'America/Sao_Paulo')::int,
      date_trunc('year', now()), date_trunc('year', now())
    from v_class`);

  // Access codes: six characters of the exam-code alphabet, unique across the network (a
  // multiplication modulo base^6 by a number prime to 31 never maps two students to one code).
  await client.query(
    `create temp table v_student as
     select c.cidx * $1 + i + 1 as n, gen_random_uuid() as id, c.id as class_id, c.cidx,
       ($2::text[])[1 + pg_temp.pick(c.cidx * $1 + i + 1, 11, cardinality($2::text[]))] || ' ' ||
       ($3::text[])[1 + s1] || ' ' ||
       ($3::text[])[1 + (s1 + 1 + pg_temp.pick(c.cidx * $1 + i + 1, 13, cardinality($3::text[]) - 1)) % cardinality($3::text[])] as name
     from v_class c
     cross join generate_series(0, $1 - 1) i
     cross join lateral (select pg_temp.pick(c.cidx * $1 + i + 1, 12, cardinality($3::text[])) as s1) s`,
    [params.spc, STUDENT_FIRST, SURNAMES],
  );
  await client.query(`
    insert into students (id, class_id, name, registration_number, access_code, created_at, updated_at)
    select id, class_id, name,
      case when pg_temp.rnd(n, 14) < 0.9
        then extract(year from now() at time zone 'America/Sao_Paulo')::int::text || lpad(n::text, 6, '0') end,
      pg_temp.code((n::bigint * 1000003 + 4241) % ${CODE_ALPHABET.length ** EXAM_CODE_LENGTH}),
      date_trunc('year', now()) + pg_temp.rnd(n, 15) * interval '20 days',
      date_trunc('year', now()) + pg_temp.rnd(n, 15) * interval '20 days'
    from v_student`);
  await client.query(`create index on v_student (class_id)`);

  // Staff: distinct first/last name pairs, so usernames and emails are unique without numbers.
  const roles = staffRoles(options.staff);
  const pairs = STAFF_FIRST.length * SURNAMES.length;
  const people = roles.map((role, index) => {
    const first = STAFF_FIRST[index % STAFF_FIRST.length];
    const block = Math.floor(index / STAFF_FIRST.length);
    const last = SURNAMES[(index + block) % SURNAMES.length];
    const round = Math.floor(index / pairs);
    const suffix = round > 0 ? ` ${round + 1}` : "";
    return {
      role,
      username: `${first} ${last}${suffix}`,
      email: `${slug(`${first} ${last}`)}${round > 0 ? round + 1 : ""}@rede.escola.test`,
      mainSubject: MAIN_SUBJECTS[index % MAIN_SUBJECTS.length],
    };
  });
  await client.query(
    `create temp table v_staff as
     select role, (row_number() over (partition by role order by o) - 1)::int as ridx, gen_random_uuid() as id,
       username, email, main_subject, o
     from unnest($1::text[], $2::text[], $3::text[], $4::text[]) with ordinality as u(role, username, email, main_subject, o)`,
    [people.map((p) => p.role), people.map((p) => p.username), people.map((p) => p.email), people.map((p) => p.mainSubject)],
  );
  await client.query(`alter table v_staff add column sidx int`);
  await client.query(`update v_staff set sidx = ridx % $1`, [params.schools]);
  // Accounts made over the two years before the first exams; one bcrypt hash serves everyone.
  await client.query(
    `insert into auth_users (id, username, email, password_hash, role, is_active, created_at, updated_at)
     select id, username, email, $1, role, true,
       now() - interval '${YEARS_OF_HISTORY + 1} years' + pg_temp.rnd(o, 16) * interval '1 year',
       now() - interval '${YEARS_OF_HISTORY} years'
     from v_staff`,
    [passwordHash],
  );
  // Each member of staff belongs to the school their exams are drawn in; administrators to none.
  await client.query(
    `insert into school_memberships (user_id, school_id)
     select st.id, s.id from v_staff st join v_school s on s.sidx = st.sidx where st.role <> 'admin'`,
  );
}

async function seedExams(client: Client, options: VolumeOptions): Promise<void> {
  const professors = await roleCount(client, "professor");
  const coordinators = await roleCount(client, "coordenador");
  const stride = Math.max(1, Math.floor(options.exams / EXAM_ID_SAMPLE));
  const days = 365 * YEARS_OF_HISTORY;
  // Draws per exam: creator (a professor, or now and then a coordinator) and through them the
  // school; a class of that school and its grade; the subject (mostly the creator's own, when the
  // grade offers it, else Portuguese, Mathematics or any other of the grade); a main topic.
  await client.query(
    `create temp table v_exam_draw as
     with drawn as (
       select n, ${coordinators > 0 ? "pg_temp.rnd(n, 101) < 0.05" : "false"} as by_coord from generate_series(1, $1::int) n
     ), who as (
       select d.n, st.id as creator_id, st.main_subject, c.id as class_id, c.school_id, c.gidx
       from drawn d
       join v_staff st on st.role = case when d.by_coord then 'coordenador' else 'professor' end
         and st.ridx = pg_temp.pick(d.n, 102, case when d.by_coord then $2::int else $3::int end)
       join v_class c on c.cidx = st.sidx * $4::int + pg_temp.pick(d.n, 103, $4::int)
     )
     select w.*, g.id as grade_id, g.name as grade_name, g.category,
       case
         when own.subject is not null and pg_temp.rnd(w.n, 104) < 0.85 then own.subject
         when pg_temp.rnd(w.n, 105) < 0.15 then 'Matemática'
         when pg_temp.rnd(w.n, 105) < 0.3 then 'Português'
         else other.subject
       end as subject
     from who w
     join v_grade g on g.gidx = w.gidx
     join v_cat cc on cc.category = g.category
     left join v_cat_subject own on own.category = g.category and own.subject = w.main_subject
     join v_cat_subject other on other.category = g.category and other.sidx = pg_temp.pick(w.n, 106, cc.nsubjects)`,
    [options.exams, coordinators, professors, options.classesPerSchool],
  );

  // Status follows age: recent exams are drafts, published or being applied; older ones are
  // drafts, published or completed. Each active exam has an open application, each completed one
  // a closed application, some recent published ones a scheduled application (settleExamStatuses).
  await client.query(
    `create temp table v_exam as
     with aged as (
       select d.*, ct.tid, t.name as topic, t.title as topic_title,
         pg_temp.rnd(d.n, 107) * ${days} as age_days, pg_temp.rnd(d.n, 108) as r_status
       from v_exam_draw d
       join v_cat_subject cs on cs.category = d.category and cs.subject = d.subject
       join v_cat_topic ct on ct.category = d.category and ct.subject = d.subject and ct.k = pg_temp.pick(d.n, 109, cs.ntopics)
       join v_topic t on t.tid = ct.tid
     ), statused as (
       select a.*, now() - a.age_days * interval '1 day' as created_at,
         case
           when a.age_days < 60 then case when a.r_status < 0.3 then 'draft' when a.r_status < 0.6 then 'published' else 'active' end
           else case when a.r_status < 0.2 then 'draft' when a.r_status < 0.6 then 'published' else 'completed' end
         end as status
       from aged a
     ), applied as (
       select s.*,
         case
           when s.status = 'active' then 'open'
           when s.status = 'completed' then 'closed'
           when s.status = 'published' and s.age_days < 60 and pg_temp.rnd(s.n, 110) < 0.25 then 'scheduled'
         end as app_kind
       from statused s
     )
     select gen_random_uuid() as id, a.*,
       case a.app_kind
         when 'open' then now() - (1 + 71 * pg_temp.rnd(a.n, 111)) * interval '1 hour'
         when 'closed' then a.created_at + a.age_days * (0.2 + 0.5 * pg_temp.rnd(a.n, 111)) * interval '1 day'
         when 'scheduled' then now() + (1 + 9 * pg_temp.rnd(a.n, 111)) * interval '1 day'
       end as app_start,
       (2 + 118 * pg_temp.rnd(a.n, 112)) * interval '1 hour' as app_length,
       case when pg_temp.rnd(a.n, 113) < 0.3 then 'easy' when pg_temp.rnd(a.n, 113) < 0.8 then 'medium' else 'hard' end
         as difficulty,
       pg_temp.pick(a.n, 114, 3) as point_scale,
       a.n % $1::int = 0 and a.n / $1::int <= ${EXAM_ID_SAMPLE} as sample
     from applied a`,
    [stride],
  );
  await client.query(`
    alter table v_exam add column app_end timestamptz;
    update v_exam set app_end = case
      when app_kind = 'open' then now() + (2 + 166 * pg_temp.rnd(n, 115)) * interval '1 hour'
      when app_kind = 'closed' then least(app_start + app_length, now() - interval '1 hour')
      when app_kind = 'scheduled' then app_start + app_length
    end;
    create index on v_exam (n);`);

  // Exam codes: six characters of the alphabet examCodes.ts draws from, distinct per exam.
  await client.query(
    `insert into exams (id, title, subject, description, school_id, grade_level_id, class_id, creator_id, difficulty_level,
       is_online, is_printable, status, exam_code, application_start, application_end, show_logo, show_date,
       created_at, updated_at)
     select e.id,
       case pg_temp.pick(e.n, 120, 5)
         when 0 then kind || ' de ' || e.subject || ' – ' || e.grade_name
         when 1 then kind || ' de ' || e.subject || ': ' || e.topic_title
         when 2 then e.topic_title || ' – ' || kind || ' (' || e.grade_name || ')'
         when 3 then e.subject || ' ' || e.grade_name || ' – ' || period
         else 'Avaliação do ' || period || ' – ' || e.subject
       end,
       e.subject,
       case when pg_temp.rnd(e.n, 121) < 0.5
         then 'Conteúdos: ' || e.topic || '. ' || ($3::text[])[1 + pg_temp.pick(e.n, 122, cardinality($3::text[]))] end,
       e.school_id, e.grade_id,
       case when pg_temp.rnd(e.n, 123) < 0.6 then e.class_id end,
       e.creator_id, e.difficulty,
       online, not online or pg_temp.rnd(e.n, 125) < 0.35,
       e.status,
       pg_temp.code((e.n::bigint * 387420489 + 104729) % ${CODE_ALPHABET.length ** EXAM_CODE_LENGTH}),
       case when e.app_kind is not null and pg_temp.rnd(e.n, 126) < 0.5 then e.app_start end,
       case when e.app_kind is not null and pg_temp.rnd(e.n, 126) < 0.5 then e.app_end end,
       pg_temp.rnd(e.n, 127) < 0.85, pg_temp.rnd(e.n, 128) < 0.9,
       e.created_at, e.created_at + least(e.age_days, 20) * pg_temp.rnd(e.n, 129) * interval '1 day'
     from v_exam e
     cross join lateral (select
       ($1::text[])[1 + pg_temp.pick(e.n, 130, cardinality($1::text[]))] as kind,
       ($2::text[])[1 + pg_temp.pick(e.n, 131, cardinality($2::text[]))] as period,
       e.app_kind is not null or pg_temp.rnd(e.n, 124) < 0.85 as online) x`,
    [TEXTS.examKinds, TEXTS.periods, TEXTS.examNotes],
  );

  // Questions: mostly multiple choice, the last one often an essay; 70% on the exam's main topic.
  // Points per exam: 1 per choice and 2 per essay, or 0.5/1.5, or 2/3 (half-point steps).
  await client.query(
    `create temp table v_question as
     with q as (
       select e.n, e.id as exam_id, e.created_at, e.category, e.subject, e.grade_name, e.point_scale, e.tid as main_tid,
         e.difficulty, q.q, e.n::bigint * 1000 + q.q as k
       from v_exam e cross join generate_series(1, $1::int) q(q)
     )
     select q.*, gen_random_uuid() as id,
       case when (q.q = $1::int and pg_temp.rnd(q.k, 201) < 0.45) or pg_temp.rnd(q.k, 202) < 0.06
         then 'essay' else 'multiple_choice' end as qtype,
       case when pg_temp.rnd(q.k, 203) < 0.7 then q.main_tid else ct.tid end as tid,
       pg_temp.pick(q.k, 204, 5) as correct
     from q
     join v_cat_subject cs on cs.category = q.category and cs.subject = q.subject
     join v_cat_topic ct on ct.category = q.category and ct.subject = q.subject and ct.k = pg_temp.pick(q.k, 205, cs.ntopics)`,
    [options.questionsPerExam],
  );
  await client.query(`create index on v_question (exam_id)`);
  await client.query(
    `insert into exam_questions (id, exam_id, question_type, question_text, question_order, points, descriptor,
       descriptor_saeb, descriptor_paeb, created_at, updated_at)
     select q.id, q.exam_id, q.qtype,
       '<p>' || replace(replace(replace(replace(
         case when q.qtype = 'essay'
           then ($2::text[])[1 + pg_temp.pick(q.k, 210, cardinality($2::text[]))]
           else ($1::text[])[1 + pg_temp.pick(q.k, 210, cardinality($1::text[]))] end,
         '{t}', t.name), '{f}', t.fact), '{s}', q.subject), '{g}', q.grade_name) || '</p>' ||
       case when pg_temp.rnd(q.k, 211) < 0.35
         then '<p>' || ($3::text[])[1 + pg_temp.pick(q.k, 212, cardinality($3::text[]))] || '</p>' else '' end,
       q.q,
       case when q.qtype = 'essay' then (array[2, 1.5, 3])[1 + q.point_scale] else (array[1, 0.5, 2])[1 + q.point_scale] end,
       case when pg_temp.rnd(q.k, 213) < 0.4 then t.descriptor else '' end,
       case when t.saeb is not null and pg_temp.rnd(q.k, 214) < 0.5 then t.saeb end,
       case when pg_temp.rnd(q.k, 215) < 0.03 then 'P' || lpad((1 + pg_temp.pick(q.k, 216, 40))::text, 2, '0') end,
       q.created_at, q.created_at
     from v_question q join v_topic t on t.tid = q.tid`,
    [TEXTS.choiceStems, TEXTS.essayStems, TEXTS.supports],
  );
  await insertOptions(client, "question_options", "v_question");
}

/** Options A–E of the multiple-choice rows of a draw table: exactly one correct, four distractors. */
async function insertOptions(client: Client, table: "question_options" | "question_bank_options", draws: string) {
  await client.query(
    `insert into ${table} (question_id, option_text, option_letter, is_correct, created_at, updated_at)
     select q.id,
       '<p>' || case when l.l = q.correct then t.fact else replace(replace(
         ($1::text[])[1 + (pg_temp.pick(q.k, 220, cardinality($1::text[])) + l.l - (l.l > q.correct)::int) % cardinality($1::text[])],
         '{t}', t.name), '{T}', t.title) end || '</p>',
       chr(65 + l.l), l.l = q.correct, q.created_at, q.created_at
     from ${draws} q
     join v_topic t on t.tid = q.tid
     cross join generate_series(0, 4) l(l)
     where q.qtype = 'multiple_choice'`,
    [TEXTS.distractors],
  );
}

async function seedBank(client: Client, options: VolumeOptions): Promise<void> {
  const professors = await roleCount(client, "professor");
  const coordinators = await roleCount(client, "coordenador");
  const days = 365 * YEARS_OF_HISTORY;
  await client.query(
    `create temp table v_bank as
     with b as (
       select n::bigint + 100000000 as k, n, g.id as grade_id, g.name as grade_name, g.category, cc.nsubjects,
         ${coordinators > 0 ? "pg_temp.rnd(n, 301) < 0.15" : "false"} as by_coord
       from generate_series(1, $1::int) n
       join v_grade g on g.gidx = pg_temp.pick(n, 302, $2::int)
       join v_cat cc on cc.category = g.category
     ), s as (
       select b.*, coalesce(weighted.subject, other.subject) as subject
       from b
       join v_cat_subject other on other.category = b.category and other.sidx = pg_temp.pick(b.n, 303, b.nsubjects)
       left join v_cat_subject weighted on weighted.category = b.category and weighted.subject =
         case when pg_temp.rnd(b.n, 304) < 0.15 then 'Matemática' when pg_temp.rnd(b.n, 304) < 0.3 then 'Português' end
     )
     select gen_random_uuid() as id, s.*, ct.tid, st.id as creator_id,
       now() - pg_temp.rnd(s.n, 305) * ${days} * interval '1 day' as created_at,
       case when pg_temp.rnd(s.n, 306) < 0.65 then 'multiple_choice' when pg_temp.rnd(s.n, 306) < 0.9 then 'essay'
         else 'short_answer' end as qtype,
       pg_temp.pick(s.n, 307, 5) as correct
     from s
     join v_cat_subject cs on cs.category = s.category and cs.subject = s.subject
     join v_cat_topic ct on ct.category = s.category and ct.subject = s.subject and ct.k = pg_temp.pick(s.n, 308, cs.ntopics)
     join v_staff st on st.role = case when s.by_coord then 'coordenador' else 'professor' end
       and st.ridx = pg_temp.pick(s.n, 309, case when s.by_coord then $3::int else $4::int end)`,
    [options.bankItems, GRADE_LEVELS.length, coordinators, professors],
  );
  // search_text is generated by PostgreSQL from title, subject and text (migration 0005), exactly
  // as for the app's own inserts, so the app's search finds these items.
  await client.query(
    `insert into question_bank_items (id, title, question_text, question_type, subject, grade_level_id, difficulty_level,
       points, descriptor, descriptor_saeb, descriptor_paeb, tags, correct_answer, explanation, creator_id,
       created_at, updated_at)
     select b.id,
       case when pg_temp.rnd(b.n, 310) < 0.2
         then 'Questão ' || (1 + b.n % 400) || ': ' || t.title
         else t.title || ' – ' || ($1::text[])[1 + pg_temp.pick(b.n, 311, cardinality($1::text[]))] ||
           case when pg_temp.rnd(b.n, 312) < 0.3 then ' (' || b.grade_name || ')' else '' end
       end,
       '<p>' || replace(replace(replace(replace(
         case b.qtype
           when 'essay' then ($3::text[])[1 + pg_temp.pick(b.n, 313, cardinality($3::text[]))]
           when 'short_answer' then ($4::text[])[1 + pg_temp.pick(b.n, 313, cardinality($4::text[]))]
           else ($2::text[])[1 + pg_temp.pick(b.n, 313, cardinality($2::text[]))] end,
         '{t}', t.name), '{f}', t.fact), '{s}', b.subject), '{g}', b.grade_name) || '</p>' ||
       case when pg_temp.rnd(b.n, 314) < 0.35
         then '<p>' || ($5::text[])[1 + pg_temp.pick(b.n, 315, cardinality($5::text[]))] || '</p>' else '' end,
       b.qtype, b.subject, b.grade_id,
       case when pg_temp.rnd(b.n, 316) < 0.3 then 'easy' when pg_temp.rnd(b.n, 316) < 0.75 then 'medium' else 'hard' end,
       case b.qtype when 'essay' then 2 when 'short_answer' then 1 else (array[1, 1, 1, 0.5, 2])[1 + pg_temp.pick(b.n, 317, 5)] end,
       case when pg_temp.rnd(b.n, 318) < 0.4 then t.descriptor else '' end,
       case when t.saeb is not null and pg_temp.rnd(b.n, 319) < 0.5 then t.saeb end,
       case when pg_temp.rnd(b.n, 320) < 0.03 then 'P' || lpad((1 + pg_temp.pick(b.n, 321, 40))::text, 2, '0') end,
       array_remove(array[
         t.name,
         case when pg_temp.rnd(b.n, 322) < 0.5 then ($6::text[])[1 + pg_temp.pick(b.n, 323, cardinality($6::text[]))] end,
         case when pg_temp.rnd(b.n, 324) < 0.3 then lower(b.grade_name) end
       ], null),
       case when b.qtype <> 'multiple_choice' then t.fact end,
       case when pg_temp.rnd(b.n, 325) < 0.3 then 'A resposta se justifica porque ' || t.detail || '.' end,
       b.creator_id, b.created_at, b.created_at + pg_temp.rnd(b.n, 326) * interval '30 days'
     from v_bank b join v_topic t on t.tid = b.tid`,
    [TEXTS.bankAspects, TEXTS.choiceStems, TEXTS.essayStems, TEXTS.shortStems, TEXTS.supports, TEXTS.bankTags],
  );
  await insertOptions(client, "question_bank_options", "v_bank");

  // Some drafts and published exams (none of the sampled ones, none applied) also place two bank
  // items of their subject after their own questions.
  await client.query(`
    create temp table v_bank_rank as
    select b.id, b.subject, (row_number() over (partition by b.subject order by b.n) - 1)::int as r, i.points
    from v_bank b join question_bank_items i on i.id = b.id;
    create index on v_bank_rank (subject, r);
    create temp table v_bank_subject as select subject, count(*)::int as cnt from v_bank_rank group by subject;`);
  await client.query(
    `insert into exam_question_links (exam_id, question_id, question_order, points, created_at)
     select e.id, br.id, $1::int + j, br.points, e.created_at + interval '10 minutes'
     from v_exam e
     cross join generate_series(1, 2) j
     join v_bank_subject bs on bs.subject = e.subject
     join v_bank_rank br on br.subject = e.subject and br.r = pg_temp.pick(e.n * 10 + j, 401, bs.cnt)
     where e.status in ('draft', 'published') and e.app_kind is null and not e.sample and pg_temp.rnd(e.n, 402) < 0.12
     on conflict do nothing`,
    [options.questionsPerExam],
  );
}

async function seedApplications(client: Client, classesWithAttempts: number): Promise<void> {
  await client.query(`
    create temp table v_app as
    select e.n, gen_random_uuid() as id, e.id as exam_id, e.class_id, e.creator_id, e.app_kind as status,
      e.app_start as starts_at, e.app_end as ends_at, e.difficulty,
      (array[45, 50, 60, 90, 100, 120])[1 + pg_temp.pick(e.n, 501, 6)] as duration,
      pg_temp.rnd(e.n, 502) < 0.3 as shuffle_questions, pg_temp.rnd(e.n, 503) < 0.4 as shuffle_options,
      pg_temp.rnd(e.n, 504) < 0.5 as show_score, pg_temp.rnd(e.n, 505) < 0.05 as allow_anonymous,
      least(now(), greatest(e.created_at, e.app_start - pg_temp.rnd(e.n, 506) * interval '3 days')) as created_at
    from v_exam e where e.app_kind is not null`);
  await client.query(`
    insert into exam_applications (id, exam_id, status, starts_at, ends_at, duration_minutes, shuffle_questions,
      shuffle_options, show_score, allow_anonymous, created_by_id, created_at, updated_at)
    select id, exam_id, status, starts_at, ends_at, duration, shuffle_questions, shuffle_options, show_score,
      allow_anonymous, creator_id, created_at, case when status = 'closed' then ends_at else created_at end
    from v_app;
    insert into exam_application_classes (application_id, class_id) select id, class_id from v_app;`);

  // Whole classes hand in a few closed applications, this school year's first.
  await client.query(
    `create temp table v_attempt as
     with chosen as (
       select * from v_app where status = 'closed'
       order by starts_at >= date_trunc('year', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo' desc,
         pg_temp.rnd(n, 510)
       limit $1::int
     ), paired as (
       select row_number() over (order by a.n, s.n) as k, a.id as application_id, a.exam_id, a.creator_id, a.starts_at,
         a.ends_at, a.duration, a.shuffle_questions, a.shuffle_options, a.difficulty,
         s.id as student_id, s.n as student_n, s.class_id, s.name
       from chosen a join v_student s on s.class_id = a.class_id
     ), timed as (
       select p.*, p.starts_at + pg_temp.rnd(p.k, 511) * least(interval '20 minutes', (p.ends_at - p.starts_at) / 4) as started_at
       from paired p
     ), deadlined as (
       select t.*, least(t.started_at + t.duration * interval '1 minute', t.ends_at) as deadline_at from timed t
     )
     select gen_random_uuid() as id, d.*,
       case when pg_temp.rnd(d.k, 512) < 0.88 then 'student' when d.deadline_at >= d.ends_at then 'closed' else 'deadline' end
         as finish_reason,
       case when pg_temp.rnd(d.k, 512) < 0.88
         then d.started_at + (0.35 + 0.6 * pg_temp.rnd(d.k, 513)) * (d.deadline_at - d.started_at)
         else d.deadline_at end as submitted_at,
       0.3 + 0.65 * pg_temp.rnd(d.student_n, 514) as ability
     from deadlined d`,
    [classesWithAttempts],
  );

  // The order of questions and options fixed at entry, as orderForAttempt does: the exam's order
  // (options by letter) unless the application shuffles them.
  await client.query(`
    insert into exam_attempts (id, application_id, student_id, class_id, student_name, status, started_at, deadline_at,
      extra_minutes, submitted_at, finish_reason, question_order, option_order, created_at)
    select t.id, t.application_id, t.student_id, t.class_id, t.name, 'submitted', t.started_at, t.deadline_at, 0,
      t.submitted_at, t.finish_reason,
      (select jsonb_agg(q.id order by case when t.shuffle_questions then pg_temp.rnd(t.k * 1000 + q.q, 520) else q.q end)
        from v_question q where q.exam_id = t.exam_id),
      coalesce((
        select jsonb_object_agg(q.id, (
          select jsonb_agg(o.id order by case when t.shuffle_options
            then pg_temp.rnd((t.k * 1000 + q.q) * 8 + ascii(o.option_letter), 521) else ascii(o.option_letter) end)
          from question_options o where o.question_id = q.id))
        from v_question q where q.exam_id = t.exam_id and q.qtype = 'multiple_choice'), '{}'::jsonb),
      t.started_at
    from v_attempt t`);

  // One answer per question: a choice (right with the student's odds, else a wrong letter; a few
  // blank), or an essay (some blank, most written, many graded by the exam's author).
  await client.query(
    `insert into exam_answers (attempt_id, question_id, selected_option_id, text_answer, revision, updated_at,
       essay_score, comment, graded_at, graded_by_id)
     select a.attempt_id, a.question_id,
       case when a.qtype = 'multiple_choice' and not a.blank then (
         select o.id from question_options o where o.question_id = a.question_id and o.option_letter = chr(65 + a.letter)) end,
       case when a.qtype = 'essay' and not a.blank then a.essay_text end,
       floor(extract(epoch from a.updated_at) * 1000)::bigint, a.updated_at,
       case when a.graded then floor(pg_temp.rnd(a.ak, 545) * (2 * a.points + 1)) / 2 end,
       case when a.graded and pg_temp.rnd(a.ak, 546) < 0.5
         then ($2::text[])[1 + pg_temp.pick(a.ak, 547, cardinality($2::text[]))] end,
       case when a.graded then least(now(), a.ends_at + (1 + 95 * pg_temp.rnd(a.ak, 548)) * interval '1 hour') end,
       case when a.graded then a.creator_id end
     from (
       select t.id as attempt_id, q.id as question_id, q.qtype, q.points, t.creator_id, t.ends_at, x.ak,
         x.blank,
         case when pg_temp.rnd(x.ak, 542) < least(0.97, t.ability + case t.difficulty when 'easy' then 0.1 when 'hard' then -0.15 else 0 end)
           then q.correct else (q.correct + 1 + pg_temp.pick(x.ak, 543, 4)) % 5 end as letter,
         q.qtype = 'essay' and not x.blank and pg_temp.rnd(x.ak, 544) < 0.6 as graded,
         replace(replace(($1::text[])[1 + pg_temp.pick(x.ak, 549, cardinality($1::text[]))], '{t}', tp.name), '{f}', tp.fact)
           as essay_text,
         t.started_at + (0.1 + 0.85 * pg_temp.rnd(x.ak, 550)) * (t.submitted_at - t.started_at) as updated_at
       from v_attempt t
       join (select vq.id, vq.exam_id, vq.q, vq.qtype, vq.correct, vq.tid, eq.points
             from v_question vq join exam_questions eq on eq.id = vq.id) q on q.exam_id = t.exam_id
       join v_topic tp on tp.tid = q.tid
       cross join lateral (select t.k * 1000 + q.q as ak) k
       cross join lateral (select k.ak,
         pg_temp.rnd(k.ak, 541) < case when q.qtype = 'essay' then 0.1 else 0.04 end as blank) x
     ) a`,
    [TEXTS.essayAnswers, TEXTS.comments],
  );

  // The cached score, as scoreAttempt counts it: a choice is worth its points when the chosen
  // option is correct, a graded essay its grade, anything else nothing; the maximum is every
  // question's points (no annulments here).
  await client.query(`
    update exam_attempts t set score = s.score, max_score = s.max_score
    from (
      select a.attempt_id,
        sum(case
          when q.question_type = 'multiple_choice' then case when o.is_correct then q.points else 0 end
          else coalesce(a.essay_score, 0) end) as score,
        sum(q.points) as max_score
      from exam_answers a
      join exam_questions q on q.id = a.question_id
      left join question_options o on o.id = a.selected_option_id
      where a.attempt_id in (select id from v_attempt)
      group by a.attempt_id
    ) s
    where t.id = s.attempt_id`);
  await storeJudgedOutcomes(client, sql`a.id in (select id from v_attempt)`);
}

async function roleCount(client: Client, role: Role): Promise<number> {
  const { rows } = await client.query<{ n: number }>("select count(*)::int as n from v_staff where role = $1", [role]);
  return rows[0].n;
}

const COUNTED_TABLES = [
  "auth_users",
  "unions",
  "associations",
  "schools",
  "grade_levels",
  "classes",
  "students",
  "exams",
  "exam_questions",
  "question_options",
  "question_bank_items",
  "question_bank_options",
  "exam_question_links",
  "exam_applications",
  "exam_application_classes",
  "exam_attempts",
  "exam_answers",
  "attempt_outcomes",
] as const;

async function summary(client: Client): Promise<SeededVolume> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0].n;
  }
  const staffRows = (
    await client.query<{ role: SeededRole; email: string }>("select role, email from v_staff order by role, ridx")
  ).rows;
  const staff: SeededVolume["staff"] = { admin: [], diretor: [], coordenador: [], professor: [] };
  for (const row of staffRows) staff[row.role].push(row.email);
  const examIds = (await client.query<{ id: string }>("select id from v_exam where sample order by n")).rows.map((row) => row.id);
  const [busy] = (
    await client.query<{ email: string }>(
      `select u.email from exams e join auth_users u on u.id = e.creator_id
       where u.role = 'professor' group by u.email order by count(*) desc, u.email limit 1`,
    )
  ).rows;
  return { password: PASSWORD, staff, examIds, busyProfessorEmail: busy?.email ?? staff.professor[0], counts };
}

type SeededRole = keyof SeededVolume["staff"];
