import { zodResolver } from "@hookform/resolvers/zod";
import { toDateTimeText } from "@shared/dateTime";
import type { ApplicationMode } from "@shared/constants";
import { applicationCreateSchema, type ApplicationCreateInput } from "@shared/schemas/applications";
import type { ExamListItem } from "@shared/types/exams";

/** The online fields as a paper application sends them: they do not apply, so they keep their defaults. */
const ONLINE_DEFAULTS = {
  startsAt: "",
  endsAt: "",
  durationMinutes: 60,
  showScore: false,
  allowAnonymous: false,
} satisfies Partial<ApplicationCreateInput>;

/** The exam's own application dates, when still ahead, as the window's starting point. */
const ahead = (value: string | null) => (value && new Date(value) > new Date() ? toDateTimeText(value) : "");

export const applyDefaults = (exam: ExamListItem, mode: ApplicationMode): ApplicationCreateInput => ({
  mode,
  classIds: exam.classId ? [exam.classId] : [],
  startsAt: ahead(exam.applicationStart),
  endsAt: ahead(exam.applicationEnd),
  durationMinutes: 60,
  shuffleQuestions: false,
  shuffleOptions: false,
  showScore: false,
  allowAnonymous: false,
  versions: 1,
  printDate: "",
});

/**
 * What is sent for the mode chosen: the other mode's fields, hidden but still in the form (the
 * teacher may have switched after typing), go back to their defaults, so they neither travel nor
 * block the form with an error nobody can see.
 */
const forMode = (values: ApplicationCreateInput): ApplicationCreateInput =>
  values.mode === "paper" ? { ...values, ...ONLINE_DEFAULTS } : { ...values, versions: 1, printDate: "" };

const schemaResolver = zodResolver(applicationCreateSchema);

export const applyResolver: typeof schemaResolver = (values, context, options) =>
  schemaResolver(forMode(values), context, options);

/** Fields the server may name in its messages. */
export const SERVER_FIELDS = ["classIds", "startsAt", "endsAt", "durationMinutes", "versions", "printDate"] as const;
