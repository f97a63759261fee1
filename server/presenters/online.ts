import type { AttemptEntry, AttemptView, DeliveredExam, OnlineExamEntry, SaveAnswersResult } from "../../shared/types/online";
import type { AttemptOfStudent, SavedAnswers } from "../services/attempts/attempts";
import type { AttemptEntered, ExamEntry } from "../services/online/entry";
import { examHeadingForStudents, type ExamForStudents } from "../services/online/examDelivery";
import { isoOrNull } from "./dates";
import { hasSpec } from "../../shared/questionTypes/spec";
import { studentSpecOf } from "../../shared/questionTypes/studentView";

/** What the entry screen shows before the student identifies. */
export function presentExamEntry(entry: ExamEntry): OnlineExamEntry {
  return { ...entry, opensAt: isoOrNull(entry.opensAt) };
}

/** The attempt as the student page receives it: the exam was already made safe for students (see attemptView). */
export function presentAttemptView(view: AttemptOfStudent): AttemptView {
  const { attempt, score } = view;
  return {
    attempt: {
      id: attempt.id,
      status: attempt.status,
      studentName: attempt.studentName,
      className: view.className,
      startedAt: attempt.startedAt.toISOString(),
      deadlineAt: attempt.deadlineAt.toISOString(),
      serverNow: view.now.toISOString(),
      submittedAt: isoOrNull(attempt.submittedAt),
      finishReason: attempt.finishReason,
      answers: view.answers.map(({ questionId, selectedOptionId, textAnswer, response, revision }) => ({
        questionId,
        selectedOptionId,
        textAnswer,
        response,
        revision,
      })),
      result: score && {
        score: score.score,
        maxScore: score.maxScore,
        grade: score.grade,
        maxGrade: score.maxGrade,
        pendingEssays: score.pendingEssays,
      },
    },
    exam: view.exam,
  };
}

export function presentAttemptEntry(entry: AttemptEntered): AttemptEntry {
  return { token: entry.token, ...presentAttemptView(entry.view) };
}

export function presentSavedAnswers(saved: SavedAnswers): SaveAnswersResult {
  return {
    saved: saved.saved.map(({ questionId, revision }) => ({ questionId, revision })),
    deadlineAt: saved.attempt.deadlineAt.toISOString(),
    serverNow: saved.now.toISOString(),
    status: saved.attempt.status,
  };
}

/** `GET /api/exams/{code}/online`: the heading, the print layout's name fields, and the questions without their key. */
export function presentDeliveredExam({ exam, questions }: ExamForStudents): DeliveredExam {
  return {
    ...examHeadingForStudents(exam),
    showStudentName: exam.showStudentName,
    showGrade: exam.showGrade,
    showClass: exam.showClass,
    showDate: exam.showDate,
    questions: questions.map((question) => ({
      id: question.id,
      questionType: question.questionType,
      questionText: question.questionText,
      questionOrder: question.questionOrder,
      points: question.points,
      imageUrl: question.imageUrl,
      options: question.options.map((option) => ({
        id: option.id,
        optionLetter: option.optionLetter,
        optionText: option.optionText,
      })),
      answerSpec:
        hasSpec(question.questionType) && question.answerSpec ? studentSpecOf(question.questionType, question.answerSpec) : null,
    })),
  };
}
