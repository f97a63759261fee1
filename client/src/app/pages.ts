import { lazy } from "react";

/** Every screen is its own chunk, so the first load carries only what the first screen needs. */
export const pages = {
  Landing: lazy(() => import("@/pages/LandingPage")),
  Login: lazy(() => import("@/pages/LoginPage")),
  Dashboard: lazy(() => import("@/pages/DashboardPage")),
  Test: lazy(() => import("@/pages/TestPage")),
  CreateExam: lazy(() => import("@/pages/CreateExamPage")),
  Exams: lazy(() => import("@/pages/ExamsPage")),
  ExamView: lazy(() => import("@/pages/ExamViewPage")),
  ExamEdit: lazy(() => import("@/pages/ExamEditPage")),
  ExamOnline: lazy(() => import("@/pages/ExamOnlinePage")),
  ApplicationLive: lazy(() => import("@/pages/ApplicationLivePage")),
  ApplicationResults: lazy(() => import("@/pages/ApplicationResultsPage")),
  QuestionBank: lazy(() => import("@/pages/QuestionBankPage")),
  Profile: lazy(() => import("@/pages/ProfilePage")),
  Reports: lazy(() => import("@/pages/ReportsPage")),
  StudentReport: lazy(() => import("@/pages/StudentReportPage")),
  ClassReport: lazy(() => import("@/pages/ClassReportPage")),
  ExamReport: lazy(() => import("@/pages/ExamReportPage")),
  Organizations: lazy(() => import("@/pages/OrganizationsPage")),
  Unions: lazy(() => import("@/pages/UnionsPage")),
  CreateProfile: lazy(() => import("@/pages/CreateProfilePage")),
  Admin: lazy(() => import("@/pages/AdminPage")),
  Audit: lazy(() => import("@/pages/AuditPage")),
  NotFound: lazy(() => import("@/pages/NotFoundPage")),
};
