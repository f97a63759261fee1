import { Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth";
import { can } from "@/lib/permissions";
import { AppLayout } from "./AppLayout";
import { pages } from "./pages";

function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Carregando..." />
    </div>
  );
}

function PageSpinner() {
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner label="Carregando..." />
    </div>
  );
}

/** Logged out: /login, and the landing page everywhere else (docs/product.md#3-landing-page). */
function PublicRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path="/login" component={pages.Login} />
        <Route component={pages.Landing} />
      </Switch>
    </Suspense>
  );
}

/**
 * Logged in: every route of docs/product.md#5-layout-and-navigation inside the layout; /admin only for
 * administrators, /audit for them and for coordinators and principals.
 */
function PrivateRoutes() {
  const { state } = useAuth();
  return (
    <AppLayout>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/">{() => <pages.Dashboard />}</Route>
          <Route path="/dashboard" component={pages.Dashboard} />
          <Route path="/login">{() => <Redirect to="/dashboard" replace />}</Route>
          <Route path="/test" component={pages.Test} />
          <Route path="/create-exam" component={pages.CreateExam} />
          <Route path="/exams" component={pages.Exams} />
          <Route path="/exams/:id/view" component={pages.ExamView} />
          <Route path="/exams/:id/edit" component={pages.ExamEdit} />
          <Route path="/exams/:id/report" component={pages.ExamReport} />
          <Route path="/exams/:id/online" component={pages.ExamOnline} />
          <Route path="/exams/:id/applications/:applicationId" component={pages.ApplicationLive} />
          <Route path="/exams/:id/applications/:applicationId/results" component={pages.ApplicationResults} />
          <Route path="/question-bank" component={pages.QuestionBank} />
          <Route path="/profile" component={pages.Profile} />
          <Route path="/reports" component={pages.Reports} />
          <Route path="/students/:id" component={pages.StudentReport} />
          <Route path="/classes/:id/report" component={pages.ClassReport} />
          <Route path="/homepage" component={pages.Landing} />
          <Route path="/organizations" component={pages.Organizations} />
          <Route path="/unions" component={pages.Unions} />
          <Route path="/create-profile" component={pages.CreateProfile} />
          {can.seeAdministration(state.user) && <Route path="/admin" component={pages.Admin} />}
          {can.readAuditLog(state.user) && <Route path="/audit" component={pages.Audit} />}
          <Route component={pages.NotFound} />
        </Switch>
      </Suspense>
    </AppLayout>
  );
}

export function AppRoutes() {
  const { state } = useAuth();
  if (state.status === "loading") return <FullPageSpinner />;
  return state.status === "signedIn" ? <PrivateRoutes /> : <PublicRoutes />;
}
