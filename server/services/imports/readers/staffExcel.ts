import { readExcel } from "../excel";
import type { SourceReader } from "../reader";
import { STAFF_LAYOUT, staffRowsOf, type StaffRow } from "../staffSheet";

/** The staff list as an .xlsx (its first worksheet). */
export const staffFromExcel: SourceReader<StaffRow> = async (bytes) => staffRowsOf(await readExcel(bytes, STAFF_LAYOUT));
