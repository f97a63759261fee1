/** Values and limits shared by the server and the SPA (docs/product.md#18-limits-at-a-glance). */

export const ROLES = ["professor", "coordenador", "diretor", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  professor: "Professor",
  coordenador: "Coordenador",
  diretor: "Diretor",
  admin: "Administrador",
};

export const GRADE_LEVEL_CATEGORIES = ["Ensino Fundamental I", "Ensino Fundamental II", "Ensino Médio"] as const;
export type GradeLevelCategory = (typeof GRADE_LEVEL_CATEGORIES)[number];

export const DIFFICULTY_LEVELS = ["easy", "medium", "hard"] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

export const EXAM_STATUSES = ["draft", "published", "active", "completed"] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];

/**
 * The question types of Brazilian exams (docs/product.md#26-question-types): one right letter,
 * written, and the eight whose parts and key live in the question's `answerSpec`
 * (shared/questionTypes).
 */
export const QUESTION_TYPES = [
  "multiple_choice",
  "essay",
  "multiple_response",
  "true_false",
  "right_wrong",
  "summation",
  "numeric",
  "matching",
  "ordering",
  "short_answer",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const OPTION_LETTERS = ["A", "B", "C", "D", "E"] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

export const APPLICATION_STATUSES = ["scheduled", "open", "closed"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  scheduled: "Agendada",
  open: "Aberta",
  closed: "Encerrada",
};

/** How an application reaches students: online at /online/{code}, or printed (docs/product.md#23-paper-exams). */
export const APPLICATION_MODES = ["online", "paper"] as const;
export type ApplicationMode = (typeof APPLICATION_MODES)[number];

/** A paper application prints 1 to 4 versions: Tipo A (the exam as written), B, C, D. */
export const VERSION_LETTERS = ["A", "B", "C", "D"] as const;
export type VersionLetter = (typeof VERSION_LETTERS)[number];

/**
 * Reading filled answer sheets (docs/product.md#24-reading-answer-sheets): a batch of scans or photos
 * is processing until every page is read; each page is a sheet read clear (ok), with something for
 * the teacher to look at (review), of no known student (unidentified), of a student already read
 * (duplicate), or no answer sheet at all (unreadable).
 */
export const SCAN_BATCH_STATUSES = ["processing", "done", "failed"] as const;
export type ScanBatchStatus = (typeof SCAN_BATCH_STATUSES)[number];
export const SCAN_SHEET_STATUSES = ["ok", "review", "unidentified", "duplicate", "unreadable"] as const;
export type ScanSheetStatus = (typeof SCAN_SHEET_STATUSES)[number];
/** How a question was read: one mark, none, several, or not certain. */
export const MARK_STATES = ["one", "blank", "multiple", "doubtful"] as const;
export type MarkState = (typeof MARK_STATES)[number];

/** Print sizes (Lei Brasileira de Inclusão): normal, ampliada (18 pt), superampliada (24 pt). */
export const PRINT_SIZES = ["normal", "large", "extra_large"] as const;
export type PrintSize = (typeof PRINT_SIZES)[number];

export const PRINT_SIZE_LABELS: Record<PrintSize, string> = {
  normal: "Normal",
  large: "Ampliada (18 pt)",
  extra_large: "Superampliada (24 pt)",
};

/**
 * The printed exam's instructions when the exam has none of its own (docs/product.md#23-paper-exams);
 * the choice and essay lines only where the exam has such questions.
 */
export const DEFAULT_INSTRUCTIONS = [
  "Leia cada questão com atenção antes de responder.",
  "Use caneta azul ou preta.",
  "Nas questões de múltipla escolha, marque apenas uma alternativa.",
  "Responda às questões dissertativas nas linhas indicadas.",
] as const;

export const ATTEMPT_STATUSES = ["in_progress", "submitted"] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Why an attempt was handed in: by the student, by the clock, or by the teacher closing the application. */
export const ATTEMPT_FINISH_REASONS = ["student", "deadline", "closed"] as const;
/** Where an attempt's answers came from: the student page, or an answer sheet read (docs/product.md#24-reading-answer-sheets). */
export const ATTEMPT_SOURCES = ["online", "paper"] as const;
export type AttemptSource = (typeof ATTEMPT_SOURCES)[number];
export type AttemptFinishReason = (typeof ATTEMPT_FINISH_REASONS)[number];
/**
 * How one answer came out: a choice is `correct` or `wrong`, and a question scored part by part
 * (shared/questionTypes/scoring.ts) `partial` between them; an essay is `pending` until the
 * teacher grades it, then `graded`; nothing answered is `blank`; an annulled question is
 * `annulled` and worth its points to everyone.
 */
export const ANSWER_OUTCOMES = ["correct", "partial", "wrong", "blank", "pending", "graded", "annulled"] as const;
export type AnswerOutcome = (typeof ANSWER_OUTCOMES)[number];

/**
 * Who reads a bank item besides its author: nobody (`privada`), the author's schools (`escola`,
 * the default) or the whole network (`rede`) (docs/product.md#193-sharing).
 */
export const BANK_VISIBILITIES = ["privada", "escola", "rede"] as const;
export type BankVisibility = (typeof BANK_VISIBILITIES)[number];

export const BANK_VISIBILITY_LABELS: Record<BankVisibility, string> = {
  privada: "Privada (só eu)",
  escola: "Escola",
  rede: "Rede",
};

/** The bank list's "whose items" filter. */
export const BANK_ORIGINS = ["mine", "school", "network"] as const;
export type BankOrigin = (typeof BANK_ORIGINS)[number];

/** What the audit log records (docs/product.md#194-student-data-and-the-audit-log). */
export const AUDIT_ACTIONS = [
  "answer_key_changed",
  "question_annulled",
  "question_annulment_undone",
  "essay_graded",
  "exam_deleted",
  "application_deleted",
  "student_deleted",
  "user_deleted",
  "student_data_exported",
  "student_erased",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  answer_key_changed: "Gabarito alterado",
  question_annulled: "Questão anulada",
  question_annulment_undone: "Anulação desfeita",
  essay_graded: "Nota de dissertativa",
  exam_deleted: "Prova excluída",
  application_deleted: "Aplicação excluída",
  student_deleted: "Aluno excluído",
  user_deleted: "Usuário excluído",
  student_data_exported: "Dados de aluno exportados",
  student_erased: "Dados de aluno apagados",
};

/** What an audit event is about: its `entity_id` is the id of one of these. */
export const AUDIT_ENTITY_TYPES = ["exam", "question", "bank_item", "attempt", "application", "student", "user"] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const OBJECT_VISIBILITIES = ["private", "public"] as const;
export type ObjectVisibility = (typeof OBJECT_VISIBILITIES)[number];

export const LIMITS = {
  usernameMax: 80,
  emailMax: 120,
  passwordHashMax: 128,
  roleMax: 20,
  photoUrlMax: 500,
  sessionTokenMax: 128,
  usernameMin: 3,
  createProfileUsernameMin: 2,
  passwordMin: 6,
  /** bcrypt only reads the first 72 bytes; longer passwords are refused instead of silently cut. */
  passwordMaxBytes: 72,
  classYearMin: 2020,
  logoBytes: 10_485_760,
  questionImageBytes: 5_242_880,
  profilePhotoBytes: 5_242_880,
} as const;

/** What an uploaded file is for; each purpose has its own size limit (docs/architecture.md#9-uploads-and-object-storage). */
/** What a person may upload; the database also keeps the answer sheets the reader saw. */
export const UPLOAD_PURPOSES = ["profile-photo", "logo", "question-image"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const OBJECT_PURPOSES = [...UPLOAD_PURPOSES, "answer-sheet"] as const;
export type ObjectPurpose = (typeof OBJECT_PURPOSES)[number];

export const UPLOAD_LIMITS: Record<UploadPurpose, number> = {
  "profile-photo": LIMITS.profilePhotoBytes,
  logo: LIMITS.logoBytes,
  "question-image": LIMITS.questionImageBytes,
};

export const IMAGE_CONTENT_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export const DIFFICULTY_LABELS: Record<DifficultyLevel, string> = { easy: "Fácil", medium: "Médio", hard: "Difícil" };

export const EXAM_STATUS_LABELS: Record<ExamStatus, string> = {
  draft: "Rascunho",
  published: "Publicada",
  active: "Ativa",
  completed: "Finalizada",
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: "Múltipla Escolha",
  essay: "Dissertativa",
  multiple_response: "Múltipla Resposta",
  true_false: "Verdadeiro ou Falso",
  right_wrong: "Certo ou Errado",
  summation: "Somatória",
  numeric: "Resposta Numérica",
  matching: "Associação de Colunas",
  ordering: "Ordenação",
  short_answer: "Resposta Curta",
};

/** Subjects offered by the exam form, by the grade level's category (docs/product.md#73-creating-an-exam). */
const FUNDAMENTAL_I_SUBJECTS = ["Português", "Matemática", "Ciências", "História", "Geografia", "Arte", "Educação Física"];
export const SUBJECTS_BY_CATEGORY: Record<GradeLevelCategory, readonly string[]> = {
  "Ensino Fundamental I": FUNDAMENTAL_I_SUBJECTS,
  "Ensino Fundamental II": [...FUNDAMENTAL_I_SUBJECTS, "Inglês"],
  "Ensino Médio": [
    "Português",
    "Literatura",
    "Matemática",
    "Física",
    "Química",
    "Biologia",
    "História",
    "Geografia",
    "Filosofia",
    "Sociologia",
    "Arte",
    "Educação Física",
    "Inglês",
  ],
};
