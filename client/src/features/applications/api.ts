import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationCreateValues, PaperAssignmentUpdate } from "@shared/schemas/applications";
import type { ApplicationLiveView, ExamApplication } from "@shared/types/applications";
import { examKeys } from "@/features/exams/api";
import { ApiError, api } from "@/lib/api";

export const applicationKeys = {
  all: ["/api/applications"] as const,
  listOfExam: (examId: string) => ["/api/applications", "exam", examId] as const,
  live: (id: string) => ["/api/applications", "live", id] as const,
  detail: (id: string) => ["/api/applications", "detail", id] as const,
};

/** A missing application (or one of another teacher's exams) stays missing: no point asking again. */
const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/** How often the teacher's screens ask again while something can still change. */
export const LIVE_POLL_MS = 5_000;
const LIST_POLL_MS = 30_000;

const isRunning = (application: Pick<ExamApplication, "status">) => application.status !== "closed";

/** The exam's applications, newest first. Refreshed now and then while one is open or scheduled: the counts move. */
export const examApplicationsQuery = (examId: string) =>
  queryOptions({
    queryKey: applicationKeys.listOfExam(examId),
    queryFn: () => api.get<ExamApplication[]>(`/api/exams/${examId}/applications`),
    staleTime: 10_000,
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? LIST_POLL_MS : false),
  });

/**
 * Nothing more will change: the application is closed and everyone's exam is handed in. Closing
 * early leaves the students still answering a grace period, after which their exams are handed in.
 */
export const isSettled = ({ application, participants }: ApplicationLiveView) =>
  application.status === "closed" &&
  participants.every((participant) => participant.state === "not_started" || participant.state === "submitted");

/** Every student of the application and how far each has gone; polled until it is closed and settled. */
export const applicationLiveQuery = (id: string) =>
  queryOptions({
    queryKey: applicationKeys.live(id),
    queryFn: () => api.get<ApplicationLiveView>(`/api/applications/${id}/live`),
    staleTime: 0,
    retry: retryUnlessRefused,
    refetchInterval: (query) => (query.state.data && isSettled(query.state.data) ? false : LIVE_POLL_MS),
  });

/**
 * A write to an application. Applications move the exam's own status (active while one is open,
 * completed when the last one closes), so the exams are refreshed with them.
 */
function useApplicationWrite<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: examKeys.all }),
      ]),
  });
}

export const useCreateApplication = (examId: string) =>
  useApplicationWrite((values: ApplicationCreateValues) =>
    api.post<ExamApplication>(`/api/exams/${examId}/applications`, values),
  );

export const useOpenApplication = () =>
  useApplicationWrite((id: string) => api.post<ExamApplication>(`/api/applications/${id}/open`));

export const useCloseApplication = () =>
  useApplicationWrite((id: string) => api.post<ExamApplication>(`/api/applications/${id}/close`));

export const useDeleteApplication = () => useApplicationWrite((id: string) => api.delete(`/api/applications/${id}`));

export const useExtendAttempt = (applicationId: string) =>
  useApplicationWrite(({ attemptId, minutes }: { attemptId: string; minutes: number }) =>
    api.post<ApplicationLiveView>(`/api/applications/${applicationId}/attempts/${attemptId}/extend`, { minutes }),
  );

/** One application; a paper one comes with its students' versions and prints (`students`). */
export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: () => api.get<ExamApplication>(`/api/applications/${id}`),
    retry: retryUnlessRefused,
  });

export type PaperStudentChange = PaperAssignmentUpdate & { studentId: string };

/**
 * A student's version, print size or high contrast before printing. The table shows the choice at
 * once; the server's answer (the whole application) replaces it, and a refusal puts the old one back.
 */
export function useChangePaperStudent(applicationId: string) {
  const queryClient = useQueryClient();
  const key = applicationKeys.detail(applicationId);
  return useMutation({
    mutationFn: ({ studentId, ...change }: PaperStudentChange) =>
      api.patch<ExamApplication>(`/api/applications/${applicationId}/students/${studentId}`, change),
    onMutate: async ({ studentId, ...change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ExamApplication>(key);
      queryClient.setQueryData<ExamApplication>(
        key,
        (application) =>
          application && {
            ...application,
            students: application.students?.map((student) =>
              student.studentId === studentId ? { ...student, ...change } : student,
            ),
          },
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (application) => queryClient.setQueryData(key, application),
  });
}
