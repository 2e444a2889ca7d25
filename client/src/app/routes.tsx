import { Redirect, Route, Switch } from "wouter";
import { useAuth } from "@/lib/use-auth";
import { pages as P } from "./pages";
import { Guarded } from "./guard";

/**
 * The route table in docs/client.md. Paths for everyone come first, then
 * the signed-in or the signed-out set. /calcolatori and /calcolatori/budget are shortcuts the
 * dashboard and the guide link to; they work for everyone.
 */
export function AppRoutes() {
  const { isAuthenticated } = useAuth();
  return (
    <Switch>
      <Route path="/blog" component={P.Blog} />
      <Route path="/blog/:slug" component={P.BlogArticle} />
      <Route path="/guida-principianti" nest component={P.Guide} />
      <Route path="/feedback" component={P.Feedback} />
      <Route path="/admin" component={P.Admin} />
      <Route path="/admin-login" component={P.AdminLogin} />
      <Route path="/conversion-dashboard" component={P.ConversionDashboard} />
      <Route path="/calcolatori" component={P.CalculatorsHub} />
      <Route path="/calcolatori/budget" component={P.BudgetCalculator} />
      <Route path="/calcolatori/tfr" component={P.TfrVsFund} />
      <Route path="/benefits" component={P.Benefits} />
      <Route path="/mortgage-calculator" component={P.MortgageCalculator} />
      <Route path="/debts" component={P.Debts} />
      <Route path="/content-marketing" component={P.ContentMarketing} />
      <Route path="/disiscrizione" component={P.Unsubscribe} />
      <Route path="/newsletter/conferma" component={P.ConfirmSubscription} />
      <Route path="/reset-password" component={P.ResetPassword} />
      <Route path="/verifica-email" component={P.VerifyEmail} />
      <Route path="/account/conferma-email" component={P.ConfirmEmailChange} />
      <Route path="/account/annulla-cambio-email" component={P.CancelEmailChange} />
      <Route path="/privacy" component={P.Privacy} />
      <Route path="/termini" component={P.Terms} />
      {isAuthenticated ? SignedIn() : SignedOut()}
      <Route component={P.NotFound} />
    </Switch>
  );
}

function SignedIn() {
  return [
    <Route key="/" path="/" component={P.Dashboard} />,
    <Route key="analytics" path="/analytics" component={P.Analytics} />,
    <Route key="account" path="/account" component={P.Account} />,
    <Route key="budget" path="/budget-calculator" component={P.BudgetCalculator} />,
    <Route key="pac" path="/pac-simulator" component={P.PacSimulator} />,
    <Route key="courses" path="/courses" component={P.Courses} />,
    <Route key="course" path="/courses/:id">
      <Guarded>
        <P.CourseDetail />
      </Guarded>
    </Route>,
    <Route key="expenses" path="/expenses">
      <Guarded>
        <P.Expenses />
      </Guarded>
    </Route>,
    <Route key="plan" path="/plan">
      <Guarded>
        <P.Plan />
      </Guarded>
    </Route>,
    <Route key="subscribe" path="/subscribe">
      <Guarded>
        <P.Subscribe />
      </Guarded>
    </Route>,
    <Route key="alerts" path="/alerts">
      <Guarded>
        <P.Alerts />
      </Guarded>
    </Route>,
    <Route key="tips" path="/come-risparmiare-soldi" component={P.SavingTips} />,
    <Route key="email" path="/email-automation" component={P.EmailAutomation} />,
    // Signed in, /login (where registration lives too) leads to the dashboard (docs/accounts.md).
    <Route key="login" path="/login">
      <Redirect to="/" replace />
    </Route>,
    <Route key="onboarding" path="/onboarding" component={P.Onboarding} />,
    <Route key="check-up" path="/check-up" component={P.CheckUp} />,
  ];
}

function SignedOut() {
  const guarded = (path: string) => (
    <Route key={path} path={path}>
      <Guarded>
        <P.NotFound />
      </Guarded>
    </Route>
  );
  return [
    <Route key="/" path="/" component={P.Landing} />,
    <Route key="login" path="/login" component={P.Login} />,
    <Route key="budget" path="/budget-calculator" component={P.BudgetCalculator} />,
    <Route key="pac" path="/pac-simulator" component={P.PacSimulator} />,
    <Route key="expenses" path="/expenses" component={P.Expenses} />,
    <Route key="courses" path="/courses" component={P.Courses} />,
    // A visitor reads free lessons and each premium course's preview (docs/courses.md).
    <Route key="course" path="/courses/:id" component={P.CourseDetail} />,
    <Route key="tips" path="/come-risparmiare-soldi" component={P.SavingTips} />,
    // Guarded routes of the signed-in set: a visitor gets the guard's toast and /login.
    guarded("/subscribe"),
    guarded("/plan"),
    guarded("/alerts"),
    guarded("/account"),
    guarded("/onboarding"),
    guarded("/check-up"),
  ];
}
