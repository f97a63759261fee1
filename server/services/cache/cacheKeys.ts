import type { ExamListFilter } from "../../db/queries/exams";
import { scopeKey, type ExamScope } from "../../db/queries/examScope";
import type { FigureScope } from "../stats/stats";
import type { BankFilter } from "../../db/queries/questionBank";
import type { OrganizationReach } from "../../db/queries/organizations";

/** A ReadCache key: built only here, so two kinds of entry can never share one by accident. */
export type CacheKey = string & { readonly __brand: "CacheKey" };

const key = (...parts: string[]) => parts.join(":") as CacheKey;

/** Figures differ by who may read which exams. */
const scopeOf = scopeKey;

/** The bank's figures also differ by whose private items count, and the staff's by school. */
const figureScopeOf = (scope: FigureScope) =>
  [scopeKey(scope.exams), scope.bank.id, JSON.stringify(scope.bank.schoolIds), JSON.stringify(scope.organization ?? "all")].join(
    "|",
  );

/** One function per kind of entry the ReadCache keeps. */
export const cacheKeys = {
  dashboardFigures: (scope: FigureScope) => key("dashboard", figureScopeOf(scope)),
  reportFigures: (scope: FigureScope) => key("reports", figureScopeOf(scope)),
  reportCharts: (scope: FigureScope) => key("charts", figureScopeOf(scope)),
  examListOrder: (scope: ExamScope, filter: ExamListFilter) => key("exam-order", scopeOf(scope), JSON.stringify(filter)),
  examListTotal: (scope: ExamScope, filter: ExamListFilter) => key("exam-total", scopeOf(scope), JSON.stringify(filter)),
  bankListOrder: (filter: BankFilter) => key("bank-order", JSON.stringify(filter)),
  bankListTotal: (filter: BankFilter) => key("bank-total", JSON.stringify(filter)),
  /** One exam across classes and schools, as much of it as a reach takes in (undefined: the network). */
  examReport: (examId: string, reach: OrganizationReach | undefined) =>
    key("exam-report", examId, JSON.stringify(reach ?? "all")),
};
