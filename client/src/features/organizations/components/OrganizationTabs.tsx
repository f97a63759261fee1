import { Building2, GraduationCap, Landmark, School, Users } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AssociationsTab } from "./AssociationsTab";
import { ClassesTab } from "./ClassesTab";
import { GradeLevelsTab } from "./GradeLevelsTab";
import { SchoolsTab } from "./SchoolsTab";
import { UnionList } from "./UnionList";

/** The hierarchy from the top (unions) down to classes; only the open tab's list is fetched. */
export function OrganizationTabs() {
  return (
    <Tabs defaultValue="unions">
      <TabsList className="h-auto flex-wrap justify-start">
        <TabsTrigger value="unions">
          <Landmark aria-hidden />
          Uniões
        </TabsTrigger>
        <TabsTrigger value="associations">
          <Building2 aria-hidden />
          Associações
        </TabsTrigger>
        <TabsTrigger value="schools">
          <School aria-hidden />
          Escolas
        </TabsTrigger>
        <TabsTrigger value="grade-levels">
          <GraduationCap aria-hidden />
          Níveis de Ensino
        </TabsTrigger>
        <TabsTrigger value="classes">
          <Users aria-hidden />
          Turmas
        </TabsTrigger>
      </TabsList>
      <TabsContent value="unions" className="mt-4">
        <UnionList variant="tab" />
      </TabsContent>
      <TabsContent value="associations" className="mt-4">
        <AssociationsTab />
      </TabsContent>
      <TabsContent value="schools" className="mt-4">
        <SchoolsTab />
      </TabsContent>
      <TabsContent value="grade-levels" className="mt-4">
        <GradeLevelsTab />
      </TabsContent>
      <TabsContent value="classes" className="mt-4">
        <ClassesTab />
      </TabsContent>
    </Tabs>
  );
}
