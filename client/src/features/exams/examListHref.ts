import type { ExamListView } from "./api";

/** The exam list's address keeps the open tab (`?view=school`), so coming back from a colleague's exam lands on the school's list. */
export const examListHref = (view: ExamListView) => (view === "school" ? "/exams?view=school" : "/exams");
