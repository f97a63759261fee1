import type supertest from "supertest";
import { expect } from "vitest";
import { z } from "zod";
import { descriptorReportResponse, itemAnalysisResponse } from "../../shared/responses/analysis";
import { applicationLiveViewResponse, examApplicationResponse } from "../../shared/responses/applications";
import { auditEventResponse } from "../../shared/responses/audit";
import { demoCredentialResponse, loginResponse } from "../../shared/responses/auth";
import {
  examListItemResponse,
  examQrCodeResponse,
  examQuestionResponse,
  examQuestionsImportResponse,
  examResponse,
  examWithQuestionsResponse,
  googleDocsExportResponse,
  questionOptionResponse,
} from "../../shared/responses/exams";
import { rescoredAttempts } from "../../shared/responses/fields";
import { curriculumEntryResponse, curriculumLookupResponse } from "../../shared/responses/curriculum";
import { examQuestionsPreviewResponse } from "../../shared/responses/imports";
import { objectPathResponse, uploadUrlResponse } from "../../shared/responses/objects";
import {
  scanBatchCreatedResponse,
  scanBatchResponse,
  scanOverviewResponse,
  scanSheetResponse,
} from "../../shared/responses/scans";
import {
  attemptEntryResponse,
  attemptViewResponse,
  deliveredExamResponse,
  onlineExamEntryResponse,
  saveAnswersResponse,
} from "../../shared/responses/online";
import {
  associationResponse,
  gradeLevelResponse,
  schoolClassResponse,
  schoolResponse,
  unionResponse,
} from "../../shared/responses/organizations";
import {
  bankImportResponse,
  bankItemResponse,
  examQuestionLinkResponse,
  examQuestionLinkWithItemResponse,
} from "../../shared/responses/questionBank";
import {
  acceptedAnswersResponse,
  annulmentResponse,
  answerSheetResponse,
  applicationResultsResponse,
  essayGradingListResponse,
} from "../../shared/responses/results";
import { classTeacherResponse, staffMemberResponse } from "../../shared/responses/staff";
import {
  dashboardAgendaResponse,
  dashboardStatsResponse,
  reportChartsResponse,
  reportStatsResponse,
} from "../../shared/responses/stats";
import {
  classReportResponse,
  examReportResponse,
  schoolReportResponse,
  studentReportResponse,
} from "../../shared/responses/learning";
import { termSettingsResponse } from "../../shared/responses/settings";
import { studentDataExportResponse } from "../../shared/responses/studentData";
import { rosterImportResponse, studentResponse } from "../../shared/responses/students";
import { healthResponse, readyResponse, systemStatusResponse } from "../../shared/responses/system";
import { profileResponse, staffImportResponse, userResponse } from "../../shared/responses/users";

/** A 204: no body at all. */
const NO_CONTENT = { noContent: true } as const;
/** A file (a page, a PDF, a spreadsheet, an image) rather than JSON: its content type. */
const file = (contentType: RegExp) => ({ file: contentType });

type Contract = z.ZodType | typeof NO_CONTENT | ReturnType<typeof file>;

type CollectionRoutes<Path extends string> = `${"GET" | "POST"} ${Path}` | `${"GET" | "PUT" | "DELETE"} ${Path}/:id`;

/** The five endpoints of a collection (list, read, create, change, delete), answered with `item`. */
function collectionRoutes<Path extends string>(path: Path, item: z.ZodType): Record<CollectionRoutes<Path>, Contract> {
  return {
    [`GET ${path}`]: z.array(item),
    [`GET ${path}/:id`]: item,
    [`POST ${path}`]: item,
    [`PUT ${path}/:id`]: item,
    [`DELETE ${path}/:id`]: NO_CONTENT,
  } as Record<CollectionRoutes<Path>, Contract>;
}

/**
 * What every route of the API answers, by resource: the response schema from `shared/responses`,
 * no content, or a file. tests/contract/routes.test.ts holds this table to the app's routes; each
 * tests/contract/<resource>.test.ts calls every route of its resource for real and checks the
 * answer here.
 */
export const CONTRACTS = {
  system: {
    "GET /api/health": healthResponse,
    "GET /api/ready": readyResponse,
    "GET /metrics": file(/^text\/plain/),
    "GET /api/system/status": systemStatusResponse,
    "GET /api/demo/credentials": z.array(demoCredentialResponse),
  },
  auth: {
    "POST /api/auth/login": loginResponse,
    "GET /api/auth/profile": userResponse,
    "POST /api/auth/logout": NO_CONTENT,
    "POST /api/auth/register": userResponse,
  },
  users: { ...collectionRoutes("/api/users", userResponse), ...collectionRoutes("/api/auth/users", userResponse) },
  staffImport: {
    "POST /api/users/import": staffImportResponse,
    "POST /api/auth/users/import": staffImportResponse,
  },
  profile: {
    "GET /api/user/profile": profileResponse,
    "PUT /api/user/profile": profileResponse,
    "PUT /api/user/change-password": NO_CONTENT,
    "POST /api/user/profile-photo/upload": uploadUrlResponse,
    "PUT /api/user/profile-photo": profileResponse,
    "DELETE /api/user/profile-photo": profileResponse,
  },
  objects: {
    "POST /api/objects/upload": uploadUrlResponse,
    "PUT /api/objects/uploads/:token": objectPathResponse,
    "POST /api/objects/normalize": objectPathResponse,
    "PUT /api/logos": objectPathResponse,
    "GET /objects/:id": file(/^image\/png$/),
  },
  organizations: {
    ...collectionRoutes("/api/unions", unionResponse),
    ...collectionRoutes("/api/associations", associationResponse),
    ...collectionRoutes("/api/schools", schoolResponse),
    ...collectionRoutes("/api/grade-levels", gradeLevelResponse),
    ...collectionRoutes("/api/classes", schoolClassResponse),
  },
  students: {
    "GET /api/classes/:id/students": z.array(studentResponse),
    "POST /api/classes/:id/students": studentResponse,
    "POST /api/classes/:id/students/import": rosterImportResponse,
    "PUT /api/students/:id": studentResponse,
    "DELETE /api/students/:id": NO_CONTENT,
  },
  settings: {
    "GET /api/settings/terms": termSettingsResponse,
    "PUT /api/settings/terms": termSettingsResponse,
  },
  // Drawn in tests/api/boletimPdf.test.ts, which renders PDFs anyway.
  boletim: {
    "GET /api/students/:id/report/pdf": file(/^application\/pdf$/),
  },
  learning: {
    "GET /api/students/:id/report": studentReportResponse,
    "GET /api/classes/:id/report": classReportResponse,
    "GET /api/exams/:id/report": examReportResponse,
    "GET /api/exams/:id/report/export": file(/^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/),
    "GET /api/schools/:id/report": schoolReportResponse,
    "GET /api/schools/:id/report/export": file(/^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/),
  },
  studentData: {
    // `format=pdf` answers the same data as a PDF (tests/api/studentData.test.ts reads it back).
    "GET /api/students/:id/data-export": studentDataExportResponse,
    "POST /api/students/:id/erase": NO_CONTENT,
  },
  staff: {
    "GET /api/schools/:id/staff": z.array(staffMemberResponse),
    "GET /api/classes/:id/teachers": z.array(classTeacherResponse),
    "POST /api/classes/:id/teachers": z.array(classTeacherResponse),
    "DELETE /api/classes/:id/teachers/:assignmentId": NO_CONTENT,
  },
  exams: {
    "GET /api/exams": z.array(examListItemResponse),
    "POST /api/exams": examWithQuestionsResponse,
    "GET /api/exams/:id": examWithQuestionsResponse,
    "PUT /api/exams/:id": examResponse,
    "DELETE /api/exams/:id": NO_CONTENT,
    "POST /api/exams/:id/publish": examResponse,
    "POST /api/exams/:id/duplicate": examWithQuestionsResponse,
    "POST /api/exams/:id/qrcode": examQrCodeResponse,
    "GET /api/exams/:id/exam-questions": z.array(examQuestionLinkWithItemResponse),
    "POST /api/exams/:id/exam-questions": examQuestionLinkResponse,
    "DELETE /api/exams/:id/exam-questions/:questionId": NO_CONTENT,
    "PUT /api/exams/:id/exam-questions/:questionId/order": examQuestionLinkResponse,
    "PUT /api/exams/:id/question-order": examWithQuestionsResponse,
    "GET /api/exams/:id/questions": z.array(examQuestionResponse),
    "POST /api/exams/:id/questions/batch": z.array(examQuestionResponse),
    "POST /api/exams/:id/questions/import": examQuestionsImportResponse,
    "POST /api/exams/:id/questions": examQuestionResponse,
  },
  questions: {
    "PUT /api/questions/:id": examQuestionResponse.extend(rescoredAttempts),
    "DELETE /api/questions/:id": NO_CONTENT,
    "GET /api/questions/:id/options": z.array(questionOptionResponse),
    "POST /api/options": questionOptionResponse.extend(rescoredAttempts),
  },
  exports: {
    "GET /api/exams/:id/export/pdf": file(/^text\/html/),
    "POST /api/exams/:id/export/class-pdf": file(/^application\/pdf$/),
    "GET /api/exams/:id/export/docx": file(/^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document$/),
    "GET /api/exams/:id/export/gdocs": googleDocsExportResponse,
    "GET /api/exams/:id/export/:format": file(/^(application\/(xml|zip)|text\/plain; charset=utf-8)$/),
    "GET /api/exams/:id/export/answer-key": file(/^application\/pdf$/),
  },
  paper: {
    "GET /api/applications/:id/answer-sheets.pdf": file(/^application\/pdf$/),
    "GET /api/applications/:id/answer-key.pdf": file(/^application\/pdf$/),
    "GET /api/applications/:id/exam.pdf": file(/^application\/pdf$/),
    "GET /api/applications/:id/print-pack.pdf": file(/^application\/pdf$/),
    "PATCH /api/applications/:id/students/:studentId": examApplicationResponse,
  },
  scans: {
    "POST /api/applications/:id/scans": scanBatchCreatedResponse,
    "GET /api/applications/:id/scans": scanOverviewResponse,
    "GET /api/scan-batches/:id": scanBatchResponse,
    "GET /api/scan-sheets/:id/image": file(/^image\/jpeg$/),
    "PATCH /api/scan-sheets/:id": scanSheetResponse,
  },
  applications: {
    "GET /api/exams/:id/applications": z.array(examApplicationResponse),
    "POST /api/exams/:id/applications": examApplicationResponse,
    "GET /api/applications/:id": examApplicationResponse,
    "GET /api/applications/:id/live": applicationLiveViewResponse,
    "POST /api/applications/:id/open": examApplicationResponse,
    "POST /api/applications/:id/close": examApplicationResponse,
    "DELETE /api/applications/:id": NO_CONTENT,
    "POST /api/applications/:id/attempts/:attemptId/extend": applicationLiveViewResponse,
  },
  results: {
    "GET /api/applications/:id/results": applicationResultsResponse,
    "GET /api/applications/:id/results/export": file(/^text\/csv; charset=utf-8$/),
    "GET /api/applications/:id/attempts/:attemptId/sheet": answerSheetResponse,
    "GET /api/applications/:id/essays": essayGradingListResponse,
    "PUT /api/applications/:id/attempts/:attemptId/answers/:questionId/grade": answerSheetResponse,
    "POST /api/exams/:id/questions/:questionId/annul": annulmentResponse,
    "DELETE /api/exams/:id/questions/:questionId/annul": annulmentResponse,
    "POST /api/exams/:id/questions/:questionId/accepted-answers": acceptedAnswersResponse,
  },
  analysis: {
    "GET /api/applications/:id/item-analysis": itemAnalysisResponse,
    "GET /api/applications/:id/descriptors": descriptorReportResponse,
  },
  online: {
    "GET /api/exams/:code/online": deliveredExamResponse,
    "GET /api/online/:code": onlineExamEntryResponse,
    "POST /api/online/:code/attempts": attemptEntryResponse,
    "GET /api/attempt": attemptViewResponse,
    "PUT /api/attempt/answers": saveAnswersResponse,
    "POST /api/attempt/submit": attemptViewResponse,
  },
  questionBank: {
    "GET /api/question-bank": z.array(bankItemResponse),
    "POST /api/question-bank/bulk-import": bankImportResponse,
    "POST /api/question-bank/export": file(/^(application\/(xml|zip)|text\/plain; charset=utf-8)$/),
    "POST /api/question-bank": bankItemResponse,
    "GET /api/question-bank/:id": bankItemResponse,
    "PUT /api/question-bank/:id": bankItemResponse.extend(rescoredAttempts),
    "DELETE /api/question-bank/:id": NO_CONTENT,
    "GET /api/question-bank/:id/options": z.array(questionOptionResponse),
    "POST /api/question-bank/:id/options": questionOptionResponse.extend(rescoredAttempts),
    "PUT /api/question-bank-options/:id": questionOptionResponse.extend(rescoredAttempts),
    "DELETE /api/question-bank-options/:id": NO_CONTENT,
  },
  imports: {
    "POST /api/imports/exam-questions": examQuestionsPreviewResponse,
  },
  curriculum: {
    "GET /api/curriculum": z.array(curriculumEntryResponse),
    "GET /api/curriculum/lookup": curriculumLookupResponse,
  },
  stats: {
    "GET /api/dashboard/stats": dashboardStatsResponse,
    "GET /api/dashboard/agenda": dashboardAgendaResponse,
    "GET /api/reports/stats": reportStatsResponse,
    "GET /api/reports/charts": reportChartsResponse,
  },
  audit: {
    "GET /api/audit-events": z.array(auditEventResponse),
  },
} satisfies Record<string, Record<string, Contract>>;

export type Resource = keyof typeof CONTRACTS;

/** The answer's body must be what its route's contract says, and nothing else. */
function expectContract(route: string, contract: Contract, response: supertest.Response): void {
  const type = String(response.headers["content-type"] ?? "");
  if ("noContent" in contract) {
    expect(response.text ?? "", route).toBe("");
    return;
  }
  if ("file" in contract) {
    expect(type, route).toMatch(contract.file);
    return;
  }
  expect(type, route).toMatch(/^application\/json/);
  const checked = contract.safeParse(response.body);
  if (!checked.success) throw new Error(`${route} não segue o contrato:\n${z.prettifyError(checked.error)}`);
}

/**
 * The contract of one resource for its test file: `answer(route, request, status)` sends the
 * request, expects the status and checks the answer against the route's contract;
 * `unchecked()` lists the resource's routes no call has checked yet.
 */
export function contractOf<Name extends Resource>(resource: Name) {
  const routes: Record<string, Contract> = CONTRACTS[resource];
  const checked = new Set<string>();
  return {
    async answer(route: keyof (typeof CONTRACTS)[Name] & string, request: supertest.Test, status = 200) {
      const response = await request;
      expect(response.status, `${route}: ${response.text}`).toBe(status);
      if (!routes[route]) throw new Error(`${route} não tem contrato em tests/support/contracts.ts`);
      expectContract(route, routes[route], response);
      checked.add(route);
      return response;
    },
    unchecked: () => Object.keys(routes).filter((route) => !checked.has(route)),
  };
}
