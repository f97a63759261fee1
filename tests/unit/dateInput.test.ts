import { describe, expect, it } from "vitest";
import {
  joinDateTimeText,
  maskDate,
  maskTime,
  parseDateText,
  parseTimeText,
  readDateTime,
  splitDateTimeText,
  stepDate,
  stepTime,
  toDateTimeText,
  zonedInstant,
} from "../../shared/dateTime";
import { applicationCreateSchema } from "../../shared/schemas/applications";

describe("typing a date and a time", () => {
  it("reads real calendar days only", () => {
    expect(parseDateText("12/05/2025")).toEqual({ year: 2025, month: 5, day: 12 });
    expect(parseDateText("29/02/2024")).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ["29/02/2025", "31/04/2025", "00/01/2025", "12/13/2025", "1/5/2025", "2025-05-12", "12/05/25", ""])
      expect(parseDateText(bad)).toBeNull();
  });

  it("reads a 24-hour clock only", () => {
    expect(parseTimeText("00:00")).toEqual({ hour: 0, minute: 0 });
    expect(parseTimeText("23:59")).toEqual({ hour: 23, minute: 59 });
    for (const bad of ["24:00", "12:60", "2:30", "2:30 PM", "1430", ""]) expect(parseTimeText(bad)).toBeNull();
  });

  it("puts the separators in while typing", () => {
    expect(maskDate("1")).toBe("1");
    expect(maskDate("1205")).toBe("12/05");
    expect(maskDate("12052025")).toBe("12/05/2025");
    expect(maskDate("12/05/20251")).toBe("12/05/2025");
    expect(maskDate("12a05")).toBe("12/05");
    expect(maskDate("2025-05-12")).toBe("12/05/2025");
    expect(maskTime("14")).toBe("14");
    expect(maskTime("1430")).toBe("14:30");
    expect(maskTime("9:30")).toBe("09:30");
    expect(maskTime("14:305")).toBe("14:30");
  });

  it("steps a day across months and years, and a minute round the clock", () => {
    expect(stepDate("31/01/2025", 1)).toBe("01/02/2025");
    expect(stepDate("01/01/2025", -1)).toBe("31/12/2024");
    expect(stepDate("31/02/2025", 1)).toBeNull();
    expect(stepTime("23:59", 1)).toBe("00:00");
    expect(stepTime("00:00", -1)).toBe("23:59");
    expect(stepTime("9:00", 1)).toBeNull();
  });
});

describe("the schools' clock", () => {
  it("a wall time in São Paulo is the instant three hours later in UTC", () => {
    expect(zonedInstant({ year: 2025, month: 5, day: 12 }, { hour: 14, minute: 30 }).toISOString()).toBe(
      "2025-05-12T17:30:00.000Z",
    );
    expect(zonedInstant({ year: 2025, month: 12, day: 31 }, { hour: 23, minute: 0 }).toISOString()).toBe(
      "2026-01-01T02:00:00.000Z",
    );
  });

  it("an instant is shown on the São Paulo clock whatever the runtime's zone", () => {
    expect(toDateTimeText("2025-05-12T17:30:00.000Z")).toBe("12/05/2025 14:30");
    expect(toDateTimeText("2026-01-01T02:00:00.000Z")).toBe("31/12/2025 23:00");
  });

  it("a field's value splits into its boxes and back", () => {
    expect(splitDateTimeText("12/05/2025 14:30")).toEqual({ date: "12/05/2025", time: "14:30" });
    expect(splitDateTimeText(" 14:30")).toEqual({ date: "", time: "14:30" });
    expect(splitDateTimeText("")).toEqual({ date: "", time: "" });
    expect(splitDateTimeText("2025-05-12T17:30:00.000Z")).toEqual({ date: "12/05/2025", time: "14:30" });
    expect(joinDateTimeText("12/05/2025", "14:30")).toBe("12/05/2025 14:30");
    expect(joinDateTimeText("", "14:30")).toBe(" 14:30");
    expect(joinDateTimeText("", "")).toBe("");
  });

  it("reads a typed moment, an ISO instant or nothing, and names the part that is wrong", () => {
    expect((readDateTime("12/05/2025 14:30") as Date).toISOString()).toBe("2025-05-12T17:30:00.000Z");
    expect((readDateTime("2025-05-12T17:30:00.000Z") as Date).toISOString()).toBe("2025-05-12T17:30:00.000Z");
    expect(readDateTime("  ")).toBeNull();
    expect(readDateTime("31/02/2025 14:30")).toEqual({ error: "Data inválida. Use dd/mm/aaaa." });
    expect(readDateTime("05/12/2025 2:30 PM")).toEqual({ error: "Hora inválida. Use HH:mm." });
    expect(readDateTime("12/05/2025")).toEqual({ error: "Informe a hora. Use HH:mm." });
    expect(readDateTime(" 14:30")).toEqual({ error: "Informe a data. Use dd/mm/aaaa." });
    expect(readDateTime("2025-13-45")).toEqual({ error: "Data inválida. Use dd/mm/aaaa." });
  });

  it("the application schema takes typed moments and keeps its messages in Portuguese", () => {
    const base = { classIds: ["0b7d3c4e-8a4f-4a55-9a39-7c2a1d1c9e10"] };
    const parsed = applicationCreateSchema.parse({ ...base, startsAt: "12/05/2025 14:00", endsAt: "12/05/2025 15:30" });
    expect(parsed.startsAt?.toISOString()).toBe("2025-05-12T17:00:00.000Z");
    expect(parsed.endsAt?.toISOString()).toBe("2025-05-12T18:30:00.000Z");
    expect(applicationCreateSchema.parse({ ...base, startsAt: "" }).startsAt).toBeNull();
    const wrong = applicationCreateSchema.safeParse({ ...base, startsAt: "12/05/2025 25:00", endsAt: 42 });
    expect(wrong.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["startsAt", "Hora inválida. Use HH:mm."],
      ["endsAt", "Data inválida. Use dd/mm/aaaa."],
    ]);
  });
});
