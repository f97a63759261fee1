import type {
  BankQuestionType,
  DifficultyLevel,
  ExamQuestionType,
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
  questionType: ExamQuestionType | "short_answer";
  questionText: string;
  questionOrder: number;
  points: number;
  descriptor: string;
  descriptorSaeb: string | null;
  descriptorPaeb: string | null;
  imageUrl: string | null;
  options: QuestionOption[];
  createdAt: string;
  updatedAt: string;
}

/** An exam as lists and cards show it (`schoolName` is the header's name, else the school's). */
export interface Exam {
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
  createdAt: string;
  updatedAt: string;
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
