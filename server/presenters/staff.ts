import type { ClassTeacher, StaffMember } from "../../shared/types/staff";

export const presentClassTeacher = ({ id, userId, username, subject }: ClassTeacher): ClassTeacher => ({
  id,
  userId,
  username,
  subject,
});

export const presentStaffMember = (member: StaffMember): StaffMember => ({
  id: member.id,
  username: member.username,
  email: member.email,
  role: member.role,
  isActive: member.isActive,
  assignments: member.assignments.map(({ id, classId, className, subject }) => ({ id, classId, className, subject })),
});
