import { KeyRound, UserRound } from "lucide-react";
import { PageHeader } from "@/components/PageHeader";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChangePasswordForm } from "@/features/profile/components/ChangePasswordForm";
import { PersonalInfoForm } from "@/features/profile/components/PersonalInfoForm";
import { useCurrentUser } from "@/lib/auth";

export default function ProfilePage() {
  const user = useCurrentUser();
  return (
    <div className="max-w-3xl">
      <PageHeader title="Meu Perfil" description="Seus dados de acesso ao sistema." />
      <Tabs defaultValue="info">
        <TabsList>
          <TabsTrigger value="info">
            <UserRound className="size-4" aria-hidden />
            Informações Pessoais
          </TabsTrigger>
          <TabsTrigger value="password">
            <KeyRound className="size-4" aria-hidden />
            Alterar Senha
          </TabsTrigger>
        </TabsList>
        <Card className="mt-4">
          <CardContent className="pt-6">
            <TabsContent value="info">
              <PersonalInfoForm key={user.updatedAt} user={user} />
            </TabsContent>
            <TabsContent value="password">
              <ChangePasswordForm />
            </TabsContent>
          </CardContent>
        </Card>
      </Tabs>
    </div>
  );
}
