import { describe, expect, it } from "vitest";
import type { DashboardAgenda } from "../../shared/types/stats";
import { signedIn } from "../support/factories";
import { anasTerm } from "../support/learning";
import { savedSheets } from "../support/paper";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

const agendaOf = async (auth: Record<string, string>) =>
  (await app.api().get("/api/dashboard/agenda").set(auth).expect(200)).body as DashboardAgenda;

describe("GET /api/dashboard/agenda", () => {
  it("lists the corrections waiting, the applications open now, and the results once an application ends", async () => {
    const term = await anasTerm(app);
    // A sheet of the paper application the reader could not settle alone.
    await savedSheets(app.db, term.paperApplication.id, [{ status: "review", studentId: term.bruno.id }]);

    const agenda = await agendaOf(term.teacher.auth);
    // Online, Ana's essay was graded and Bruno left his blank: nothing waits. On paper Ana's essay waits, and a sheet.
    expect(agenda.corrections).toEqual([
      { applicationId: term.paperApplication.id, examId: term.paper.id, examTitle: term.paper.title, essays: 1, sheets: 1 },
    ]);
    expect(agenda.applications.map((row) => [row.applicationId, row.openNow, row.classNames])).toEqual(
      expect.arrayContaining([
        [term.onlineApplication.id, true, [term.schoolClass.name]],
        [term.paperApplication.id, true, [term.schoolClass.name]],
      ]),
    );
    expect(agenda.recentResults).toEqual([]);

    await app.api().post(`/api/applications/${term.onlineApplication.id}/close`).set(term.teacher.auth).expect(200);
    const after = await agendaOf(term.teacher.auth);
    expect(after.applications.map((row) => row.applicationId)).toEqual([term.paperApplication.id]);
    // Ana 58,3 % and Bruno 50 %.
    expect(after.recentResults).toMatchObject([
      { applicationId: term.onlineApplication.id, examTitle: term.online.title, handedIn: 2, averagePercentage: 54.2 },
    ]);

    // The lists keep to the exams the caller manages: the school's coordinator sees them, another professor nothing.
    expect((await agendaOf(term.coordinator.auth)).corrections).toHaveLength(1);
    const other = await agendaOf((await signedIn(app, "professor")).auth);
    expect(other).toEqual({ applications: [], corrections: [], recentResults: [] });
  });
});
