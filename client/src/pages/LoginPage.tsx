import { Link } from "wouter";
import { Logo } from "@/components/Logo";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoginForm } from "@/features/auth/components/LoginForm";

export default function LoginPage() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-b from-blue-50 to-background px-4 py-10">
      <div className="w-full max-w-md space-y-6">
        <Link href="/" className="mx-auto block w-fit">
          <Logo />
        </Link>
        <Card>
          <CardHeader>
            <CardTitle className="text-center text-2xl">Entrar no sistema</CardTitle>
          </CardHeader>
          <CardContent>
            <LoginForm />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
