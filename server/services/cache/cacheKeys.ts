import type { ExamListFilter, ExamScope } from "../../db/queries/exams";
import type { BankFilter } from "../../db/queries/questionBank";

/** A ReadCache key: built only here, so two kinds of entry can never share one by accident. */
export type CacheKey = string & { readonly __brand: "CacheKey" };

const key = (...parts: string[]) => parts.join(":") as CacheKey;

/** Figures differ by who may read which exams: everyone's, or one professor's own. */
const scopeOf = (scope: ExamScope) => scope.creatorId ?? "all";

/** One function per kind of entry the ReadCache keeps. */
export const cacheKeys = {
  dashboardFigures: (scope: ExamScope) => key("dashboard", scopeOf(scope)),
  reportFigures: (scope: ExamScope) => key("reports", scopeOf(scope)),
  reportCharts: (scope: ExamScope) => key("charts", scopeOf(scope)),
  examListOrder: (scope: ExamScope, filter: ExamListFilter) => key("exam-order", scopeOf(scope), JSON.stringify(filter)),
  examListTotal: (scope: ExamScope, filter: ExamListFilter) => key("exam-total", scopeOf(scope), JSON.stringify(filter)),
  bankListOrder: (filter: BankFilter) => key("bank-order", JSON.stringify(filter)),
  bankListTotal: (filter: BankFilter) => key("bank-total", JSON.stringify(filter)),
};
