import type { ApplicationLiveView, ExamApplication } from "../../shared/types/applications";
import type { ApplicationDetails } from "../services/applications/applications";
import type { LiveView } from "../services/applications/liveView";
import { isoOrNull } from "./dates";
import { versionLetter } from "../services/paper/versions";

export function presentApplication(application: ApplicationDetails): ExamApplication {
  return {
    id: application.id,
    examId: application.examId,
    status: application.status,
    startsAt: application.startsAt.toISOString(),
    endsAt: application.endsAt.toISOString(),
    durationMinutes: application.durationMinutes,
    shuffleQuestions: application.shuffleQuestions,
    shuffleOptions: application.shuffleOptions,
    showScore: application.showScore,
    allowAnonymous: application.allowAnonymous,
    mode: application.mode,
    versions: application.versions,
    printDate: application.printDate,
    classes: application.classes,
    ...(application.students
      ? {
          students: application.students.map((student) => ({
            studentId: student.studentId,
            name: student.name,
            registrationNumber: student.registrationNumber,
            classId: student.classId,
            className: student.className,
            version: versionLetter(student.version),
            printSize: student.printSize,
            highContrast: student.highContrast,
          })),
        }
      : {}),
    startedCount: application.startedCount,
    submittedCount: application.submittedCount,
    createdAt: application.createdAt.toISOString(),
  };
}

export function presentLiveView(view: LiveView): ApplicationLiveView {
  const { exam } = view;
  return {
    application: presentApplication(view.application),
    exam: { id: exam.id, title: exam.title, examCode: exam.examCode, questionCount: exam.questionCount },
    participants: view.participants.map((participant) => ({
      ...participant,
      startedAt: isoOrNull(participant.startedAt),
      deadlineAt: isoOrNull(participant.deadlineAt),
      submittedAt: isoOrNull(participant.submittedAt),
      lastAnswerAt: isoOrNull(participant.lastAnswerAt),
    })),
    serverNow: view.now.toISOString(),
  };
}
