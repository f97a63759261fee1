import { queryOptions, useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { AssociationInput, ClassInput, GradeLevelInput, SchoolInput, UnionInput } from "@shared/schemas/organizations";
import type { TeachingAssignmentValues } from "@shared/schemas/staff";
import type { StudentInput } from "@shared/schemas/students";
import type { Association, GradeLevel, School, SchoolClass, Union } from "@shared/types/organizations";
import type { ClassTeacher, StaffMember } from "@shared/types/staff";
import type { RosterImportResult, Student } from "@shared/types/students";
import { api, withQuery } from "@/lib/api";

/** One key per list, its path; filtered lists add the filters, so the path alone invalidates them all. */
export const organizationKeys = {
  unions: ["/api/unions"] as const,
  associations: ["/api/associations"] as const,
  schools: ["/api/schools"] as const,
  gradeLevels: ["/api/grade-levels"] as const,
  classes: ["/api/classes"] as const,
};

type Filters = Record<string, string | undefined>;

/**
 * The list query and the three writes of one organisation resource. A write also refreshes the
 * `related` lists, because they show this resource's names or count its items (a school shows its
 * association's name; an association counts its schools).
 */
function organizationResource<Item, Input, ListFilters extends Filters = Filters>(
  key: readonly [string],
  related: ReadonlyArray<QueryKey>,
) {
  const [path] = key;

  function useRefreshLists() {
    const queryClient = useQueryClient();
    return () => Promise.all([key, ...related].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }

  return {
    list: (filters: ListFilters = {} as ListFilters) =>
      queryOptions({
        queryKey: [path, filters] as const,
        queryFn: () => api.get<Item[]>(withQuery(path, filters)),
      }),

    useCreate() {
      const onSuccess = useRefreshLists();
      return useMutation({ mutationFn: (input: Input) => api.post<Item>(path, input), onSuccess });
    },

    useUpdate() {
      const onSuccess = useRefreshLists();
      return useMutation({
        mutationFn: ({ id, ...input }: Input & { id: string }) => api.put<Item>(`${path}/${id}`, input),
        onSuccess,
      });
    },

    useDelete() {
      const onSuccess = useRefreshLists();
      return useMutation({ mutationFn: (id: string) => api.delete(`${path}/${id}`), onSuccess });
    },
  };
}

const keys = organizationKeys;
const unions = organizationResource<Union, UnionInput>(keys.unions, [keys.associations]);
const associations = organizationResource<Association, AssociationInput>(keys.associations, [keys.unions, keys.schools]);
const schools = organizationResource<School, SchoolInput, { associationId?: string }>(keys.schools, [
  keys.associations,
  keys.classes,
]);
const gradeLevels = organizationResource<GradeLevel, GradeLevelInput>(keys.gradeLevels, [keys.classes]);
const classes = organizationResource<SchoolClass, ClassInput, { schoolId?: string; gradeLevelId?: string }>(keys.classes, [
  keys.gradeLevels,
  keys.schools,
]);

export const unionsQuery = unions.list;
export const useCreateUnion = unions.useCreate;
export const useUpdateUnion = unions.useUpdate;
export const useDeleteUnion = unions.useDelete;

export const associationsQuery = associations.list;
export const useCreateAssociation = associations.useCreate;
export const useUpdateAssociation = associations.useUpdate;
export const useDeleteAssociation = associations.useDelete;

export const schoolsQuery = schools.list;
export const useCreateSchool = schools.useCreate;
export const useUpdateSchool = schools.useUpdate;
export const useDeleteSchool = schools.useDelete;

export const gradeLevelsQuery = gradeLevels.list;
export const useCreateGradeLevel = gradeLevels.useCreate;
export const useUpdateGradeLevel = gradeLevels.useUpdate;
// The API can delete a grade level, but the screen offers no delete (docs/product.md#103-grade-levels).

export const classesQuery = classes.list;
export const useCreateClass = classes.useCreate;
export const useUpdateClass = classes.useUpdate;
export const useDeleteClass = classes.useDelete;

/**
 * A class's students (the roster). Its key starts with the classes' key, so a write refreshes the
 * roster and the class cards that count it in one go.
 */
export const studentsQuery = (classId: string) =>
  queryOptions({
    queryKey: ["/api/classes", classId, "students"] as const,
    queryFn: () => api.get<Student[]>(`/api/classes/${classId}/students`),
  });

/** A roster write refreshes the roster and the class cards that count it: both sit under the classes' key. */
function useRosterWrite<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.classes }) });
}

export const useAddStudent = (classId: string) =>
  useRosterWrite((input: StudentInput) => api.post<Student>(`/api/classes/${classId}/students`, input));

export const useRemoveStudent = () => useRosterWrite((studentId: string) => api.delete(`/api/students/${studentId}`));

/**
 * Sends a CSV or .xlsx list of the class's students (multipart, field `file`). The server takes
 * every row or none: a refused file answers 400 with `rowErrors`, one message per bad row.
 */
export function useImportRoster(classId: string) {
  return useRosterWrite((file: File) => {
    const body = new FormData();
    body.append("file", file);
    return api.post<RosterImportResult>(`/api/classes/${classId}/students/import`, body);
  });
}

/** Who works in a school, with the classes and subjects each one teaches there. */
export const schoolStaffQuery = (schoolId: string) =>
  queryOptions({
    queryKey: ["/api/schools", schoolId, "staff"] as const,
    queryFn: () => api.get<StaffMember[]>(`/api/schools/${schoolId}/staff`),
  });

/** The professors of a class, each with the subject they teach in it. */
export const classTeachersQuery = (classId: string) =>
  queryOptions({
    queryKey: ["/api/classes", classId, "teachers"] as const,
    queryFn: () => api.get<ClassTeacher[]>(`/api/classes/${classId}/teachers`),
  });

/** An assignment changes the class's teachers and what its school's staff list says each one teaches. */
function useAssignmentWrite<Input, Result>(
  schoolClass: Pick<SchoolClass, "id" | "schoolId">,
  mutationFn: (input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classTeachersQuery(schoolClass.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: schoolStaffQuery(schoolClass.schoolId).queryKey }),
      ]),
  });
}

export const useAssignTeacher = (schoolClass: Pick<SchoolClass, "id" | "schoolId">) =>
  useAssignmentWrite(schoolClass, (input: TeachingAssignmentValues) =>
    api.post<ClassTeacher[]>(`/api/classes/${schoolClass.id}/teachers`, input),
  );

export const useUnassignTeacher = (schoolClass: Pick<SchoolClass, "id" | "schoolId">) =>
  useAssignmentWrite(schoolClass, (assignmentId: string) =>
    api.delete(`/api/classes/${schoolClass.id}/teachers/${assignmentId}`),
  );
