import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  bigint,
  index,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import {
  ANSWER_OUTCOMES,
  APPLICATION_MODES,
  APPLICATION_STATUSES,
  ATTEMPT_FINISH_REASONS,
  ATTEMPT_SOURCES,
  ATTEMPT_STATUSES,
  AUDIT_ACTIONS,
  BANK_VISIBILITIES,
  DIFFICULTY_LEVELS,
  QUESTION_TYPES,
  EXAM_STATUSES,
  GRADE_LEVEL_CATEGORIES,
  LIMITS,
  OBJECT_PURPOSES,
  OBJECT_VISIBILITIES,
  OPTION_LETTERS,
  PRINT_SIZES,
  ROLES,
  SCAN_BATCH_STATUSES,
  SCAN_SHEET_STATUSES,
  UPLOAD_PURPOSES,
} from "../../shared/constants";
import type { AnswerSpec } from "../../shared/questionTypes/spec";
import type { AnswerShape } from "../../shared/questionTypes/shape";
import type { QuestionResponse } from "../../shared/questionTypes/response";
import { GRADE_ROUNDINGS } from "../../shared/grades";
import type { ScanAnswer } from "../../shared/types/scans";

/**
 * The whole data model (docs/architecture.md#3-data-model). Enumerations are varchar columns with CHECK
 * constraints rather than PostgreSQL enum types, so adding a value later is a one-line migration.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

// Points are kept in half-point steps from zero (docs/product.md#72-exams-questions-and-options: step 0.5, minimum 0).
const halfPoints = (column: string) => sql.raw(`${column} >= 0 and ${column} * 2 = floor(${column} * 2)`);

export const users = pgTable(
  "auth_users",
  {
    id: id(),
    username: varchar("username", { length: LIMITS.usernameMax }).notNull(),
    email: varchar("email", { length: LIMITS.emailMax }).notNull(),
    passwordHash: varchar("password_hash", { length: LIMITS.passwordHashMax }).notNull(),
    role: varchar("role", { length: LIMITS.roleMax, enum: ROLES }).notNull().default("professor"),
    isActive: boolean("is_active").notNull().default(true),
    profilePhotoUrl: varchar("profile_photo_url", { length: LIMITS.photoUrlMax }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Case-insensitive uniqueness: "Ana@Escola.br" and "ana@escola.br" are one person.
    uniqueIndex("auth_users_email_unique").on(sql`lower(${table.email})`),
    uniqueIndex("auth_users_username_unique").on(sql`lower(${table.username})`),
    index("auth_users_role_idx").on(table.role),
    check("auth_users_role_check", oneOf("role", ROLES)),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // An HMAC of the token the client holds, so a copy of the database cannot be used to sign in.
    token: varchar("token", { length: LIMITS.sessionTokenMax }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId), index("sessions_expires_at_idx").on(table.expiresAt)],
);

/** Failed sign-ins per email and address, for throttling (shared by every app instance). */
export const loginThrottles = pgTable(
  "login_throttles",
  {
    email: varchar("email", { length: LIMITS.emailMax }).notNull(),
    ip: varchar("ip", { length: 64 }).notNull(),
    failures: integer("failures").notNull().default(0),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.email, table.ip] })],
);

export const unions = pgTable("unions", {
  id: id(),
  name: varchar("name", { length: 200 }).notNull(),
  description: text("description"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const associations = pgTable(
  "associations",
  {
    id: id(),
    name: varchar("name", { length: 200 }).notNull(),
    description: text("description"),
    unionId: uuid("union_id").references(() => unions.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("associations_union_id_idx").on(table.unionId)],
);

export const schools = pgTable(
  "schools",
  {
    id: id(),
    name: varchar("name", { length: 200 }).notNull(),
    associationId: uuid("association_id")
      .notNull()
      .references(() => associations.id, { onDelete: "restrict" }),
    address: varchar("address", { length: 300 }),
    phone: varchar("phone", { length: 40 }),
    email: varchar("email", { length: LIMITS.emailMax }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("schools_association_id_idx").on(table.associationId)],
);

export const gradeLevels = pgTable(
  "grade_levels",
  {
    id: id(),
    name: varchar("name", { length: 120 }).notNull(),
    description: text("description"),
    category: varchar("category", { length: 40, enum: GRADE_LEVEL_CATEGORIES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("grade_levels_category_idx").on(table.category),
    check("grade_levels_category_check", oneOf("category", GRADE_LEVEL_CATEGORIES)),
  ],
);

export const classes = pgTable(
  "classes",
  {
    id: id(),
    name: varchar("name", { length: 120 }).notNull(),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "restrict" }),
    gradeLevelId: uuid("grade_level_id")
      .notNull()
      .references(() => gradeLevels.id, { onDelete: "restrict" }),
    year: integer("year").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("classes_school_id_idx").on(table.schoolId),
    index("classes_grade_level_id_idx").on(table.gradeLevelId),
    check("classes_year_check", sql.raw(`year >= ${LIMITS.classYearMin}`)),
  ],
);

/**
 * The schools a member of staff works in: the unit of scope (docs/architecture.md#7-authorization).
 * Administrators are network-wide and need none; a user with none is "sem escola".
 */
export const schoolMemberships = pgTable(
  "school_memberships",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.schoolId] }),
    index("school_memberships_school_id_idx").on(table.schoolId),
  ],
);

/** A professor teaching a subject in a class: what opens the class's roster and results to them. */
export const teachingAssignments = pgTable(
  "teaching_assignments",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    subject: varchar("subject", { length: 80 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("teaching_assignments_unique").on(table.userId, table.classId, table.subject),
    index("teaching_assignments_class_id_idx").on(table.classId),
  ],
);

/**
 * The pupils of a class. Children's data: a name, an optional registration number and the personal
 * access code they use to take exams online — nothing more.
 */
export const students = pgTable(
  "students",
  {
    id: id(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "restrict" }),
    name: varchar("name", { length: 200 }).notNull(),
    registrationNumber: varchar("registration_number", { length: 40 }),
    accessCode: varchar("access_code", { length: 12 }).notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("students_class_id_idx").on(table.classId),
    uniqueIndex("students_class_registration_unique")
      .on(table.classId, table.registrationNumber)
      .where(sql`${table.registrationNumber} is not null`),
  ],
);

export const exams = pgTable(
  "exams",
  {
    id: id(),
    title: varchar("title", { length: 200 }).notNull(),
    subject: varchar("subject", { length: 80 }).notNull(),
    description: text("description"),
    schoolId: uuid("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "restrict" }),
    gradeLevelId: uuid("grade_level_id")
      .notNull()
      .references(() => gradeLevels.id, { onDelete: "restrict" }),
    classId: uuid("class_id").references(() => classes.id, { onDelete: "set null" }),
    creatorId: uuid("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    difficultyLevel: varchar("difficulty_level", { length: 10, enum: DIFFICULTY_LEVELS }).notNull().default("medium"),
    isOnline: boolean("is_online").notNull().default(true),
    isPrintable: boolean("is_printable").notNull().default(false),
    status: varchar("status", { length: 12, enum: EXAM_STATUSES }).notNull().default("draft"),
    examCode: varchar("exam_code", { length: 12 }).notNull().unique(),
    // Shared with the exam's school: colleagues there read and duplicate it, only its managers change it.
    sharedWithSchool: boolean("shared_with_school").notNull().default(false),
    applicationStart: timestamp("application_start", { withTimezone: true }),
    applicationEnd: timestamp("application_end", { withTimezone: true }),
    showLogo: boolean("show_logo").notNull().default(true),
    showSchoolName: boolean("show_school_name").notNull().default(true),
    showStudentName: boolean("show_student_name").notNull().default(true),
    showGrade: boolean("show_grade").notNull().default(true),
    showClass: boolean("show_class").notNull().default(true),
    showExamCode: boolean("show_exam_code").notNull().default(true),
    showDate: boolean("show_date").notNull().default(true),
    schoolLogo: varchar("school_logo", { length: 500 }),
    schoolName: varchar("school_name", { length: 200 }),
    studentName: varchar("student_name", { length: 200 }),
    studentGrade: varchar("student_grade", { length: 80 }),
    studentClass: varchar("student_class", { length: 80 }),
    // The printed exam (docs/product.md#23-paper-exams): the teacher named in the header (blank: the
    // exam's author), the instructions above the questions (null: the default text), lines per essay
    // (null: by its points) and the date printed (null: a blank line to write it on).
    teacherName: varchar("teacher_name", { length: 200 }),
    showTeacher: boolean("show_teacher").notNull().default(true),
    showScoreBoxes: boolean("show_score_boxes").notNull().default(true),
    showInstructions: boolean("show_instructions").notNull().default(true),
    instructions: text("instructions"),
    essayLines: integer("essay_lines"),
    printDate: date("print_date", { mode: "string" }),
    // The grade on the school's scale (shared/grades.ts): out of 10 or 100, to a tenth, a half or a whole.
    maxGrade: integer("max_grade").notNull().default(10),
    gradeRounding: varchar("grade_rounding", { length: 3, enum: GRADE_ROUNDINGS }).notNull().default("0.1"),
    // What the list search reads: title and subject, lower case, without accents. Stored, so a
    // search compares plain text instead of running unaccent on every row it looks at.
    searchText: text("search_text").generatedAlwaysAs(sql`f_unaccent(lower(title || ' ' || subject))`),
    // Own questions plus linked bank questions. Kept by the database alone (triggers of migration
    // 0012): every exam card shows it, and counting both tables for each card cost the list's
    // query more than everything else it reads.
    questionCount: integer("question_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("exams_creator_id_idx").on(table.creatorId, table.createdAt),
    index("exams_school_id_idx").on(table.schoolId),
    index("exams_class_id_idx").on(table.classId),
    index("exams_grade_level_id_idx").on(table.gradeLevelId),
    index("exams_status_idx").on(table.status),
    // The list's order (read backwards: newest first) with every column its filters read: a page
    // is found walking this index alone (an index-only scan), without visiting the table's rows.
    index("exams_list_idx").on(
      table.createdAt,
      table.id,
      table.status,
      table.schoolId,
      table.classId,
      table.creatorId,
      table.searchText,
    ),
    index("exams_search_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    check("exams_difficulty_level_check", oneOf("difficulty_level", DIFFICULTY_LEVELS)),
    check("exams_status_check", oneOf("status", EXAM_STATUSES)),
    check("exams_essay_lines_check", sql`${table.essayLines} is null or ${table.essayLines} between 1 and 40`),
    check("exams_max_grade_check", sql`${table.maxGrade} in (10, 100)`),
    check("exams_grade_rounding_check", oneOf("grade_rounding", GRADE_ROUNDINGS)),
    check(
      "exams_application_window_check",
      sql`${table.applicationEnd} is null or ${table.applicationStart} is null or ${table.applicationEnd} >= ${table.applicationStart}`,
    ),
  ],
);

export const examQuestions = pgTable(
  "exam_questions",
  {
    id: id(),
    examId: uuid("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    questionType: varchar("question_type", { length: 20, enum: QUESTION_TYPES }).notNull().default("essay"),
    questionText: text("question_text").notNull(),
    questionOrder: integer("question_order").notNull().default(1),
    points: doublePrecision("points").notNull().default(1),
    descriptor: varchar("descriptor", { length: 200 }).notNull().default(""),
    descriptorSaeb: varchar("descriptor_saeb", { length: 200 }),
    descriptorPaeb: varchar("descriptor_paeb", { length: 200 }),
    /** A BNCC skill code ("EF05MA01"), picked from the catalogue or typed (docs/product.md#21-curriculum-catalogue). */
    bnccSkill: varchar("bncc_skill", { length: 200 }),
    imageUrl: varchar("image_url", { length: 500 }),
    // An essay's answer as the teacher expects it (rich text): for grading, never for students.
    expectedAnswer: text("expected_answer"),
    /** The parts and key of the types beyond multiple choice and essay (shared/questionTypes/spec.ts). */
    answerSpec: jsonb("answer_spec").$type<AnswerSpec>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("exam_questions_exam_id_order_idx").on(table.examId, table.questionOrder),
    check("exam_questions_type_check", oneOf("question_type", QUESTION_TYPES)),
    check("exam_questions_points_check", halfPoints("points")),
  ],
);

export const questionBankItems = pgTable(
  "question_bank_items",
  {
    id: id(),
    title: varchar("title", { length: 200 }).notNull(),
    questionText: text("question_text").notNull(),
    questionType: varchar("question_type", { length: 20, enum: QUESTION_TYPES }).notNull().default("multiple_choice"),
    subject: varchar("subject", { length: 80 }).notNull(),
    gradeLevelId: uuid("grade_level_id")
      .notNull()
      .references(() => gradeLevels.id, { onDelete: "restrict" }),
    difficultyLevel: varchar("difficulty_level", { length: 10, enum: DIFFICULTY_LEVELS }).notNull().default("medium"),
    points: doublePrecision("points").notNull().default(1),
    descriptor: varchar("descriptor", { length: 200 }).notNull().default(""),
    descriptorSaeb: varchar("descriptor_saeb", { length: 200 }),
    descriptorPaeb: varchar("descriptor_paeb", { length: 200 }),
    /** A BNCC skill code ("EF05MA01"), picked from the catalogue or typed (docs/product.md#21-curriculum-catalogue). */
    bnccSkill: varchar("bncc_skill", { length: 200 }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    correctAnswer: text("correct_answer"),
    explanation: text("explanation"),
    imageUrl: varchar("image_url", { length: 500 }),
    // As on exam questions: an essay's expected answer, copied with the item into exams.
    expectedAnswer: text("expected_answer"),
    answerSpec: jsonb("answer_spec").$type<AnswerSpec>(),
    creatorId: uuid("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    visibility: varchar("visibility", { length: 10, enum: BANK_VISIBILITIES }).notNull().default("escola"),
    // What the search reads: title, subject and text without markup, lower case, without accents.
    searchText: text("search_text").generatedAlwaysAs(
      sql`f_unaccent(lower(title || ' ' || subject || ' ' || regexp_replace(question_text, '<[^>]+>', ' ', 'g')))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("question_bank_items_search_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("question_bank_items_subject_idx").on(table.subject),
    index("question_bank_items_grade_level_id_idx").on(table.gradeLevelId),
    index("question_bank_items_difficulty_idx").on(table.difficultyLevel),
    index("question_bank_items_type_idx").on(table.questionType),
    index("question_bank_items_creator_id_idx").on(table.creatorId),
    index("question_bank_items_created_at_idx").on(table.createdAt),
    check("question_bank_items_type_check", oneOf("question_type", QUESTION_TYPES)),
    check("question_bank_items_difficulty_check", oneOf("difficulty_level", DIFFICULTY_LEVELS)),
    check("question_bank_items_points_check", halfPoints("points")),
    check("question_bank_items_visibility_check", oneOf("visibility", BANK_VISIBILITIES)),
  ],
);

/** Lettered options (A to E) of a question; exam questions and bank items each have their own. */
function optionsTable<Name extends string>(name: Name, question: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      id: id(),
      questionId: uuid("question_id").notNull().references(question, { onDelete: "cascade" }),
      optionText: text("option_text").notNull(),
      optionLetter: varchar("option_letter", { length: 1, enum: OPTION_LETTERS }).notNull(),
      isCorrect: boolean("is_correct").notNull().default(false),
      isDistractor: boolean("is_distractor").notNull().default(false),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (table) => [
      uniqueIndex(`${name}_question_letter_unique`).on(table.questionId, table.optionLetter),
      check(`${name}_letter_check`, oneOf("option_letter", OPTION_LETTERS)),
    ],
  );
}

export const questionOptions = optionsTable("question_options", () => examQuestions.id);
export const questionBankOptions = optionsTable("question_bank_options", () => questionBankItems.id);

/** A bank question placed in an exam, with its own order and points there. */
export const examQuestionLinks = pgTable(
  "exam_question_links",
  {
    id: id(),
    examId: uuid("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questionBankItems.id, { onDelete: "restrict" }),
    questionOrder: integer("question_order").notNull().default(1),
    points: doublePrecision("points").notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("exam_question_links_exam_question_unique").on(table.examId, table.questionId),
    index("exam_question_links_question_id_idx").on(table.questionId),
    check("exam_question_links_points_check", halfPoints("points")),
  ],
);

export const examApplications = pgTable(
  "exam_applications",
  {
    id: id(),
    examId: uuid("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 12, enum: APPLICATION_STATUSES }).notNull().default("scheduled"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    shuffleQuestions: boolean("shuffle_questions").notNull().default(false),
    shuffleOptions: boolean("shuffle_options").notNull().default(false),
    showScore: boolean("show_score").notNull().default(false),
    allowAnonymous: boolean("allow_anonymous").notNull().default(false),
    mode: varchar("mode", { length: 6, enum: APPLICATION_MODES }).notNull().default("online"),
    // Paper: how many versions (Tipo A to D) and the seed their shuffles are drawn from, kept so a
    // reprint is identical; the date printed in the header (null: a blank line).
    versions: integer("versions").notNull().default(1),
    versionSeed: integer("version_seed").notNull().default(0),
    printDate: date("print_date", { mode: "string" }),
    // What the QR of the generic answer sheet (students not on the roster) says.
    genericSheetCode: varchar("generic_sheet_code", { length: 16 }).unique(),
    createdById: uuid("created_by_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("exam_applications_exam_id_idx").on(table.examId),
    index("exam_applications_status_idx").on(table.status),
    check("exam_applications_status_check", oneOf("status", APPLICATION_STATUSES)),
    check("exam_applications_duration_check", sql`${table.durationMinutes} > 0`),
    check("exam_applications_window_check", sql`${table.endsAt} > ${table.startsAt}`),
    check("exam_applications_mode_check", oneOf("mode", APPLICATION_MODES)),
    check("exam_applications_versions_check", sql`${table.versions} between 1 and 4`),
  ],
);

/**
 * A student's copy in a paper application: the version they get (0 = Tipo A), the print size and
 * contrast, and the opaque code their answer sheet's QR carries (a new one when the version changes,
 * so a sheet printed before the change can never be read as the new version).
 */
export const paperAssignments = pgTable(
  "paper_assignments",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => examApplications.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    printSize: varchar("print_size", { length: 12, enum: PRINT_SIZES }).notNull().default("normal"),
    highContrast: boolean("high_contrast").notNull().default(false),
    sheetCode: varchar("sheet_code", { length: 16 }).notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.studentId] }),
    index("paper_assignments_student_id_idx").on(table.studentId),
    check("paper_assignments_version_check", sql`${table.version} between 0 and 3`),
    check("paper_assignments_print_size_check", oneOf("print_size", PRINT_SIZES)),
  ],
);

export const examApplicationClasses = pgTable(
  "exam_application_classes",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => examApplications.id, { onDelete: "cascade" }),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "restrict" }),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.classId] }),
    index("exam_application_classes_class_id_idx").on(table.classId),
  ],
);

/**
 * One student's sitting of an application. The questions and each question's options are fixed,
 * in the order this student sees them, when the attempt starts; the name is copied so results
 * survive a student later removed from the roster.
 */
export const examAttempts = pgTable(
  "exam_attempts",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => examApplications.id, { onDelete: "cascade" }),
    studentId: uuid("student_id").references(() => students.id, { onDelete: "set null" }),
    classId: uuid("class_id").references(() => classes.id, { onDelete: "set null" }),
    studentName: varchar("student_name", { length: 200 }).notNull(),
    status: varchar("status", { length: 12, enum: ATTEMPT_STATUSES }).notNull().default("in_progress"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    extraMinutes: integer("extra_minutes").notNull().default(0),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    finishReason: varchar("finish_reason", { length: 10, enum: ATTEMPT_FINISH_REASONS }),
    source: varchar("source", { length: 6, enum: ATTEMPT_SOURCES }).notNull().default("online"),
    questionOrder: jsonb("question_order").$type<string[]>().notNull(),
    optionOrder: jsonb("option_order").$type<Record<string, string[]>>().notNull(),
    /** What an answer to each question with a spec may name, checked on every save (shared/questionTypes/shape.ts). */
    answerShapes: jsonb("answer_shapes").$type<Record<string, AnswerShape>>().notNull().default({}),
    /** Points from multiple-choice questions, counted on submission; essays wait for the teacher. */
    score: doublePrecision("score"),
    maxScore: doublePrecision("max_score"),
    createdAt: createdAt(),
  },
  (table) => [
    index("exam_attempts_application_id_idx").on(table.applicationId),
    index("exam_attempts_open_deadline_idx")
      .on(table.deadlineAt)
      .where(sql`${table.status} = 'in_progress'`),
    uniqueIndex("exam_attempts_application_student_unique")
      .on(table.applicationId, table.studentId)
      .where(sql`${table.studentId} is not null`),
    check("exam_attempts_status_check", oneOf("status", ATTEMPT_STATUSES)),
    check("exam_attempts_finish_reason_check", oneOf("finish_reason", ATTEMPT_FINISH_REASONS)),
    check("exam_attempts_source_check", oneOf("source", ATTEMPT_SOURCES)),
    check("exam_attempts_extra_minutes_check", sql`${table.extraMinutes} >= 0`),
  ],
);

/**
 * The latest answer to one question of an attempt. `revision` orders writes from the student's
 * devices: an older write arriving late (an offline queue, a second device) never replaces a newer one.
 */
export const examAnswers = pgTable(
  "exam_answers",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    // An exam's own question or a bank item placed in it, so no foreign key.
    questionId: uuid("question_id").notNull(),
    selectedOptionId: uuid("selected_option_id"),
    textAnswer: text("text_answer"),
    /** The answer to a question with a spec: marks, a sum, a value, pairs, an order (shared/questionTypes/response.ts). */
    response: jsonb("response").$type<QuestionResponse>(),
    revision: bigint("revision", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The teacher's score for an essay answer (0 to the question's points, in half points) and comment. */
    essayScore: doublePrecision("essay_score"),
    comment: text("comment"),
    gradedAt: timestamp("graded_at", { withTimezone: true }),
    gradedById: uuid("graded_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.questionId] }),
    check("exam_answers_essay_score_check", halfPoints("essay_score")),
  ],
);

/**
 * How each question of a handed-in attempt came out, as scoring counted it: written when the
 * attempt is handed in and again whenever re-scoring changes it (a new key, points, an annulment,
 * an essay's grade). The learning reports add these up instead of judging every answer again
 * (docs/architecture.md#stored-outcomes). `earned` is null while an essay waits for the teacher.
 */
export const attemptOutcomes = pgTable(
  "attempt_outcomes",
  {
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    // An exam's own question or a bank item placed in it, so no foreign key.
    questionId: uuid("question_id").notNull(),
    outcome: varchar("outcome", { length: 8, enum: ANSWER_OUTCOMES }).notNull(),
    earned: doublePrecision("earned"),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.questionId] }),
    check("attempt_outcomes_outcome_check", oneOf("outcome", ANSWER_OUTCOMES)),
  ],
);

/** A question annulled after the fact in an exam: every student gets its points. */
export const examQuestionAnnulments = pgTable(
  "exam_question_annulments",
  {
    examId: uuid("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    // An exam's own question or a bank item placed in it, so no foreign key.
    questionId: uuid("question_id").notNull(),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.examId, table.questionId] })],
);

/**
 * A pile of filled answer sheets sent in one upload (docs/product.md#24-reading-answer-sheets): read
 * page by page off the request, `processed` of `total` so far; a batch still processing when the
 * server stops is taken up again where it was.
 */
export const scanBatches = pgTable(
  "scan_batches",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => examApplications.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 12, enum: SCAN_BATCH_STATUSES }).notNull().default("processing"),
    total: integer("total").notNull(),
    processed: integer("processed").notNull().default(0),
    /** Why a batch failed as a whole (it never does for one bad page). */
    message: text("message"),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("scan_batches_application_id_idx").on(table.applicationId),
    index("scan_batches_processing_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'processing'`),
    check("scan_batches_status_check", oneOf("status", SCAN_BATCH_STATUSES)),
    check("scan_batches_progress_check", sql`${table.processed} between 0 and ${table.total}`),
  ],
);

/** A file of a batch as it was sent, kept until its pages are read; `firstPage` numbers its pages within the batch. */
export const scanFiles = pgTable(
  "scan_files",
  {
    id: id(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => scanBatches.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: varchar("name", { length: 255 }).notNull(),
    kind: varchar("kind", { length: 5, enum: ["pdf", "image"] }).notNull(),
    pages: integer("pages").notNull(),
    firstPage: integer("first_page").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("scan_files_batch_position_unique").on(table.batchId, table.position),
    check("scan_files_kind_check", oneOf("kind", ["pdf", "image"])),
  ],
);

/**
 * A file's bytes in pieces of at most 1 MB, written and read one at a time: a copier's 100 MB PDF
 * never passes through the database (or the embedded one's memory) in one piece.
 */
export const scanFileChunks = pgTable(
  "scan_file_chunks",
  {
    fileId: uuid("file_id")
      .notNull()
      .references(() => scanFiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.position] })],
);

/** What was read on one page of a batch: whose sheet, which version, each question's marks, and the sheet as seen. */
export const scanSheets = pgTable(
  "scan_sheets",
  {
    id: id(),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => scanBatches.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => examApplications.id, { onDelete: "cascade" }),
    /** From 1, across the batch's files in the order sent. */
    page: integer("page").notNull(),
    status: varchar("status", { length: 12, enum: SCAN_SHEET_STATUSES }).notNull(),
    /** What the teacher is told: why a page was not read, whose sheet a duplicate repeats. */
    message: text("message"),
    studentId: uuid("student_id").references(() => students.id, { onDelete: "set null" }),
    /** 0 = Tipo A. */
    version: integer("version"),
    answers: jsonb("answers").$type<ScanAnswer[]>().notNull().default([]),
    /** The sheet square on, for the review and for disputes; removed with the attempts by the retention command. */
    imageId: uuid("image_id").references(() => objects.id, { onDelete: "set null" }),
    /** The student's attempt the sheet was counted as, once it was clear. */
    attemptId: uuid("attempt_id").references(() => examAttempts.id, { onDelete: "set null" }),
    /** When the sheet was put aside, never to be counted: replaced by a later sheet of its student, or discarded by the teacher. */
    setAsideAt: timestamp("set_aside_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("scan_sheets_batch_page_unique").on(table.batchId, table.page),
    index("scan_sheets_application_id_idx").on(table.applicationId),
    index("scan_sheets_student_id_idx").on(table.studentId),
    check("scan_sheets_status_check", oneOf("status", SCAN_SHEET_STATUSES)),
  ],
);

/** Uploaded files, kept in the database so that a database backup holds everything. */
export const objects = pgTable(
  "objects",
  {
    id: id(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    purpose: varchar("purpose", { length: 30, enum: OBJECT_PURPOSES }).notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    bytes: bytea("bytes").notNull(),
    visibility: varchar("visibility", { length: 10, enum: OBJECT_VISIBILITIES }).notNull().default("private"),
    createdAt: createdAt(),
  },
  (table) => [
    index("objects_owner_id_idx").on(table.ownerId),
    check("objects_visibility_check", oneOf("visibility", OBJECT_VISIBILITIES)),
    check("objects_purpose_check", oneOf("purpose", OBJECT_PURPOSES)),
    check("objects_size_check", sql`${table.size} >= 0`),
  ],
);

/** A single-use permission to send one file, bound to a user and a purpose, valid for minutes. */
export const uploadTickets = pgTable(
  "upload_tickets",
  {
    id: id(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 30, enum: UPLOAD_PURPOSES }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    objectId: uuid("object_id").references(() => objects.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("upload_tickets_expires_at_idx").on(table.expiresAt),
    index("upload_tickets_object_id_idx").on(table.objectId),
    check("upload_tickets_purpose_check", oneOf("purpose", UPLOAD_PURPOSES)),
  ],
);

/**
 * Who changed what that matters: answer keys, annulments, essay scores, deletions, and every export
 * or erasure of a student's data. Append-only: no route writes to it but the services' `record`, and
 * the database refuses any update or delete (migration 0014). Ids are plain values, not foreign
 * keys, so a deleted exam or user leaves its trail intact; nothing here names a student.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorName: varchar("actor_name", { length: LIMITS.usernameMax }).notNull(),
    action: varchar("action", { length: 40, enum: AUDIT_ACTIONS }).notNull(),
    entityType: varchar("entity_type", { length: 20 }).notNull(),
    entityId: uuid("entity_id"),
    // The school the record belongs to, so a school's coordinators read their school's trail.
    schoolId: uuid("school_id"),
    summary: varchar("summary", { length: 300 }).notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (table) => [
    index("audit_events_occurred_at_idx").on(table.occurredAt),
    index("audit_events_school_id_idx").on(table.schoolId, table.occurredAt),
    check("audit_events_action_check", oneOf("action", AUDIT_ACTIONS)),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type ObjectRow = typeof objects.$inferSelect;
export type UploadTicketRow = typeof uploadTickets.$inferSelect;

/**
 * The network's settings, one row per setting, each a JSON value its service checks: the school
 * year's terms (docs/product.md#25-learning-reports). A setting never written has its default.
 */
export const networkSettings = pgTable("network_settings", {
  key: varchar("key", { length: 40 }).primaryKey(),
  value: jsonb("value").notNull(),
  updatedById: uuid("updated_by_id").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});
