import type { z } from "zod";
import type {
  applicationClassResponse,
  examApplicationResponse,
  applicationParticipantResponse,
  applicationLiveViewResponse,
  paperStudentResponse,
} from "../responses/applications";

/** An exam applied to classes and its live view. API types, read from the response schemas the server is held to. */

export type ApplicationClass = z.infer<typeof applicationClassResponse>;
export type ExamApplication = z.infer<typeof examApplicationResponse>;
export type ApplicationParticipant = z.infer<typeof applicationParticipantResponse>;
export type ApplicationLiveView = z.infer<typeof applicationLiveViewResponse>;
export type PaperStudent = z.infer<typeof paperStudentResponse>;
