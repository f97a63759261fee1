import type {
  ApplicationStatus,
  AttemptFinishReason,
  AttemptStatus,
  BankQuestionType,
  DifficultyLevel,
  ExamStatus,
  GradeLevelCategory,
  OptionLetter,
  Role,
} from "./constants";

/** API shapes both sides agree on. Dates travel as ISO strings. */

export interface User {
  id: string;
  username: string;
  email: string;
  role: Role;
  isActive: boolean;
  profilePhotoUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Profile {
  id: string;
  username: string;
  email: string;
  role: Role;
  profilePhotoUrl: string | null;
}

export interface LoginResponse {
  token: string;
  user: User;
}

export interface DemoCredential {
  role: Role;
  email: string;
  password: string;
}

export interface ApiErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string>;
  /** A file refused for its rows (a roster import): one message a row, "Linha N: ...". */
  rowErrors?: string[];
}

export interface SystemStatus {
  api: "ok";
  database: "embedded" | "server";
  databaseVersion: string;
  databaseLatencyMs: number;
  version: string;
}

export interface UploadUrlResponse {
  uploadURL: string;
}

export interface ObjectPathResponse {
  objectPath: string;
}

export interface Union {
  id: string;
  name: string;
  description: string | null;
  associationCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Association {
  id: string;
  name: string;
  description: string | null;
  unionId: string | null;
  unionName: string | null;
  schoolCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface School {
  id: string;
  name: string;
  associationId: string;
  associationName: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  classCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface GradeLevel {
  id: string;
  name: string;
  category: GradeLevelCategory;
  description: string | null;
  classCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface SchoolClass {
  id: string;
  name: string;
  schoolId: string;
  schoolName: string;
  gradeLevelId: string;
  gradeLevelName: string;
  year: number;
  studentCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface QuestionOption {
  id: string;
  questionId: string;
  optionText: string;
  optionLetter: OptionLetter;
  isCorrect: boolean;
  isDistractor: boolean;
}

/** One question of an exam: its own (`source: "exam"`) or a bank item placed in it (`"bank"`). */
export interface ExamQuestion {
  id: string;
  source: "exam" | "bank";
  /** For a bank item: the placement, which has its own order and points. */
  linkId: string | null;
  examId: string;
  questionType: BankQuestionType;
  questionText: string;
  questionOrder: number;
  points: number;
  descriptor: string;
  descriptorSaeb: string | null;
  descriptorPaeb: string | null;
  imageUrl: string | null;
  /** Essays: the answer the teacher expects, for grading. Never sent to students. */
  expectedAnswer: string | null;
  options: QuestionOption[];
  createdAt: string;
  updatedAt: string;
}

/** An exam as lists and cards show it (`schoolName` is the header's name, else the school's). */
export interface ExamListItem {
  id: string;
  title: string;
  subject: string;
  description: string | null;
  schoolId: string;
  schoolName: string;
  gradeLevelId: string;
  gradeLevelName: string;
  classId: string | null;
  className: string | null;
  creatorId: string;
  creatorName: string;
  difficultyLevel: DifficultyLevel;
  isOnline: boolean;
  isPrintable: boolean;
  status: ExamStatus;
  examCode: string;
  applicationStart: string | null;
  applicationEnd: string | null;
  questionCount: number;
  createdAt: string;
  updatedAt: string;
}

/** An exam as its own pages read it: its card and what its printed header shows. */
export interface Exam extends ExamListItem {
  showLogo: boolean;
  showSchoolName: boolean;
  showStudentName: boolean;
  showGrade: boolean;
  showClass: boolean;
  showExamCode: boolean;
  showDate: boolean;
  schoolLogo: string | null;
  studentName: string | null;
  studentGrade: string | null;
  studentClass: string | null;
}

export interface ExamWithQuestions extends Exam {
  questions: ExamQuestion[];
}

/** A question bank item as the bank's screens show it. */
export interface BankItem {
  id: string;
  title: string;
  questionText: string;
  questionType: BankQuestionType;
  subject: string;
  gradeLevelId: string;
  gradeLevelName: string;
  difficultyLevel: DifficultyLevel;
  points: number;
  descriptor: string;
  descriptorSaeb: string | null;
  descriptorPaeb: string | null;
  tags: string[];
  correctAnswer: string | null;
  explanation: string | null;
  imageUrl: string | null;
  /** Essays: the answer the teacher expects, for grading. Never sent to students. */
  expectedAnswer: string | null;
  creatorId: string;
  creatorName: string;
  options: QuestionOption[];
  createdAt: string;
  updatedAt: string;
}

export interface BankImportResult {
  imported: number;
  errors: string[];
}

/** `POST /api/classes/{id}/students/import`: what the file added and renamed, and the roster after it. */
export interface RosterImportResult {
  created: number;
  updated: number;
  students: Student[];
}

export interface DashboardStats {
  examsCreated: number;
  activeApplications: number;
  questionsInBank: number;
  activeClasses: number;
}

/** How many items share a value (a status, a subject, a month). */
export interface CountBy {
  key: string;
  count: number;
}

/** What the report's charts draw. */
export interface ReportCharts {
  examsByStatus: CountBy[];
  examsBySubject: CountBy[];
  /** Exams created per month over the last 12 months, `YYYY-MM`, oldest first. */
  examsByMonth: CountBy[];
  bankBySubject: CountBy[];
  bankByDifficulty: CountBy[];
}

export interface Student {
  id: string;
  classId: string;
  name: string;
  registrationNumber: string | null;
  /** What the student types to take an exam online. */
  accessCode: string;
  createdAt: string;
  updatedAt: string;
}

export interface ApplicationClass {
  id: string;
  name: string;
  studentCount: number;
}

/** An exam applied to classes (issue: applications), as the exam's pages list it. */
export interface ExamApplication {
  id: string;
  examId: string;
  status: ApplicationStatus;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  showScore: boolean;
  allowAnonymous: boolean;
  classes: ApplicationClass[];
  /** Attempts started and handed in so far. */
  startedCount: number;
  submittedCount: number;
  createdAt: string;
}

/** What the teacher sees of one student during an application. */
export interface ApplicationParticipant {
  /** Null for a roster student who has not started. */
  attemptId: string | null;
  studentId: string | null;
  studentName: string;
  registrationNumber: string | null;
  accessCode: string | null;
  classId: string | null;
  className: string | null;
  state: "not_started" | "in_progress" | "time_up" | "submitted";
  answeredCount: number;
  questionCount: number;
  startedAt: string | null;
  deadlineAt: string | null;
  submittedAt: string | null;
  finishReason: AttemptFinishReason | null;
  extraMinutes: number;
  lastAnswerAt: string | null;
}

export interface ApplicationLiveView {
  application: ExamApplication;
  exam: { id: string; title: string; examCode: string; questionCount: number };
  participants: ApplicationParticipant[];
  serverNow: string;
}

/** The entry screen of the student page: enough to say what exam this is and whether it is open. */
export interface OnlineExamEntry {
  examCode: string;
  title: string;
  subject: string;
  description: string | null;
  gradeLevelName: string | null;
  schoolName: string | null;
  schoolLogo: string | null;
  /** `open`: students may enter now; `scheduled`: the next application starts at `opensAt`; `closed`: none open or coming. */
  availability: "open" | "scheduled" | "closed";
  opensAt: string | null;
  allowAnonymous: boolean;
}

export interface OnlineOption {
  id: string;
  /** The letter in the order this student sees the options (A, B, C ...), not the stored one. */
  optionLetter: string;
  optionText: string;
}

export interface OnlineQuestion {
  id: string;
  questionType: BankQuestionType;
  questionText: string;
  /** 1-based position in this student's order. */
  questionOrder: number;
  points: number;
  imageUrl: string | null;
  options: OnlineOption[];
}

export interface SavedAnswer {
  questionId: string;
  selectedOptionId: string | null;
  textAnswer: string | null;
  revision: number;
}

/** A student's attempt as the student page receives it: never which option is correct. */
export interface AttemptView {
  attempt: {
    id: string;
    status: AttemptStatus;
    studentName: string;
    className: string | null;
    startedAt: string;
    deadlineAt: string;
    serverNow: string;
    submittedAt: string | null;
    finishReason: AttemptFinishReason | null;
    answers: SavedAnswer[];
    /** Only when the application shows the score and the attempt is handed in. */
    result: { score: number; maxScore: number; pendingEssays: number } | null;
  };
  exam: {
    examCode: string;
    title: string;
    subject: string;
    description: string | null;
    gradeLevelName: string | null;
    schoolName: string | null;
    schoolLogo: string | null;
    questions: OnlineQuestion[];
  };
}

/** Entering an exam: the attempt plus the token the device keeps to come back to it. */
export interface AttemptEntry extends AttemptView {
  token: string;
}

export interface SaveAnswersResult {
  saved: Array<{ questionId: string; revision: number }>;
  deadlineAt: string;
  serverNow: string;
  status: AttemptStatus;
}

// ----- Results (grading, item analysis, descriptors) -----

/** How one answer came out (see server/services/results/scoring.ts). */
export type AnswerOutcome = "correct" | "wrong" | "blank" | "pending" | "graded" | "annulled";

export interface ResultQuestion {
  id: string;
  /** 1-based, in the exam's order (a shuffled attempt maps back to it). */
  number: number;
  questionType: BankQuestionType;
  questionText: string;
  points: number;
  annulled: boolean;
  descriptor: string;
  descriptorSaeb: string | null;
  descriptorPaeb: string | null;
}

export interface ResultRow {
  attemptId: string;
  studentName: string;
  registrationNumber: string | null;
  classId: string | null;
  className: string | null;
  state: "in_progress" | "time_up" | "submitted";
  score: number;
  maxScore: number;
  /** 0–100, one decimal. */
  percentage: number;
  timeTakenSeconds: number | null;
  submittedAt: string | null;
  pendingEssays: number;
}

export interface ClassResultSummary {
  classId: string | null;
  className: string;
  /** Handed-in attempts counted. */
  count: number;
  average: number | null;
  median: number | null;
  averagePercentage: number | null;
}

export interface ApplicationResults {
  application: ExamApplication;
  exam: { id: string; title: string; examCode: string };
  questions: ResultQuestion[];
  rows: ResultRow[];
  classes: ClassResultSummary[];
  overall: ClassResultSummary;
}

export interface AnswerSheetItem {
  questionId: string;
  number: number;
  questionType: BankQuestionType;
  questionText: string;
  points: number;
  annulled: boolean;
  /** The options with their letters as stored in the exam, and the key. */
  options: Array<{ id: string; optionLetter: string; optionText: string; isCorrect: boolean }>;
  selectedOptionId: string | null;
  textAnswer: string | null;
  outcome: AnswerOutcome;
  score: number | null;
  comment: string | null;
}

export interface AnswerSheet {
  attemptId: string;
  applicationId: string;
  studentName: string;
  className: string | null;
  state: ResultRow["state"];
  score: number;
  maxScore: number;
  percentage: number;
  submittedAt: string | null;
  timeTakenSeconds: number | null;
  pendingEssays: number;
  items: AnswerSheetItem[];
}

export interface EssayToGrade {
  attemptId: string;
  studentName: string;
  className: string | null;
  questionId: string;
  textAnswer: string | null;
  score: number | null;
  comment: string | null;
}

export interface EssayGradingList {
  questions: Array<{
    questionId: string;
    number: number;
    questionText: string;
    /** The answer the teacher expects, beside the student's while grading. */
    expectedAnswer: string | null;
    points: number;
    pending: number;
    graded: number;
  }>;
  answers: EssayToGrade[];
}

export interface ItemAnalysisOption {
  optionId: string;
  optionLetter: string;
  isCorrect: boolean;
  /** Share of all students (0–1) who chose it, and of the upper and lower 27 %. */
  share: number;
  upperShare: number;
  lowerShare: number;
}

export interface ItemAnalysisItem {
  questionId: string;
  number: number;
  questionType: BankQuestionType;
  annulled: boolean;
  /** Share correct (choices) or mean share of the points (essays), 0–1; null with no answers. */
  facility: number | null;
  /** Facility in the upper 27 % minus in the lower 27 %, −1 to 1; null with too few students. */
  discrimination: number | null;
  options: ItemAnalysisOption[];
  /** A wrong option chosen by the upper group at least as often as the key. */
  attractiveDistractors: string[];
}

export interface ItemAnalysis {
  /** Handed-in attempts analysed. */
  students: number;
  /** KR-20 over the multiple-choice questions not annulled; null with fewer than 2 students or items. */
  kr20: number | null;
  items: ItemAnalysisItem[];
}

export interface DescriptorResult {
  /** e.g. `D12` (SAEB), `P3` (PAEB) or the question's free descriptor. */
  code: string;
  source: "saeb" | "paeb" | "descritor";
  questionNumbers: number[];
  /** Share of the points earned on its questions, 0–1. */
  rate: number | null;
  byClass: Array<{ classId: string | null; className: string; rate: number | null }>;
}

export interface DescriptorReport {
  descriptors: DescriptorResult[];
  students: Array<{ attemptId: string; studentName: string; className: string | null; rates: Record<string, number | null> }>;
}
