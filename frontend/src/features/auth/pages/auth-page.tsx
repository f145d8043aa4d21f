import { useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ArrowLeft, BarChart3, CheckCircle2, ShieldCheck, Sparkles } from 'lucide-react';
import { Brand } from '../../../components/layout/brand.tsx';
import { SiteFooter } from '../../../components/layout/site-footer.tsx';
import { SkipLink } from '../../../components/layout/skip-link.tsx';
import { usePublishHeaderHeight } from '../../../components/layout/use-header-height.ts';
import { ThemeToggle } from '../../../components/theme/theme-toggle.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ASSESSMENT_MINUTES } from '../../../lib/product.ts';
import { useQuestionCounts, withCounts } from '../../../lib/question-counts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LoginForm } from '../components/login-form.tsx';
import { RegisterForm } from '../components/register-form.tsx';

type AuthTab = 'login' | 'register';

const BULLETS = [
  {
    icon: CheckCircle2,
    text: '{full}-question assessment across {dimensions} dimensions',
  },
  { icon: BarChart3, text: 'Industry benchmarks and ROI predictions' },
  { icon: Sparkles, text: 'AI-guided roadmaps and AI tools for your team' },
  { icon: ShieldCheck, text: 'Your answers stay private to your account' },
];

export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // Sign In is the default tab; "Get Started" links open Register with ?tab=register.
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  useDocumentTitle(tab === 'register' ? 'Create your account' : 'Sign in');
  // A failed sign-in's toast comes below this header, not over Back to Home.
  const headerRef = useRef<HTMLElement>(null);
  usePublishHeaderHeight(headerRef);
  const counts = useQuestionCounts();

  const selectTab = (value: string) => {
    // The state goes along: where to return once signed in (an invitation, a page asked for) and the address handed in.
    setParams(value === 'register' ? { tab: 'register' } : {}, {
      replace: true,
      preventScrollReset: true,
      state: location.state as unknown,
    });
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header ref={headerRef} data-toast-dock="" className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6">
          <Brand />
          <div className="flex items-center gap-1">
            <ThemeToggle />
            <Button asChild variant="ghost" className="px-2 sm:px-4">
              <Link to="/">
                <ArrowLeft aria-hidden="true" /> Back to Home
              </Link>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 pb-16 focus:outline-none">
        <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:gap-12 lg:py-16">
          <Card className="w-full">
            <CardHeader className="text-center">
              <h1 className="text-2xl leading-tight font-semibold tracking-tight">Welcome</h1>
              <CardDescription>Sign in to your account or create a new one.</CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs value={tab} onValueChange={selectTab}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="login">Sign In</TabsTrigger>
                  <TabsTrigger value="register">Register</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <LoginForm />
                </TabsContent>
                <TabsContent value="register">
                  <RegisterForm />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>

          <aside
            aria-labelledby="auth-panel-title"
            className="rounded-2xl bg-primary p-8 text-primary-foreground sm:p-10"
          >
            <h2 id="auth-panel-title" className="text-3xl font-bold tracking-tight">
              Transform your organisation with AI
            </h2>
            <p className="mt-3 opacity-90">
              Measure your AI readiness in {ASSESSMENT_MINUTES} minutes and get a clear plan for what to do
              next.
            </p>
            <ul className="mt-8 grid gap-4">
              {BULLETS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <span>{withCounts(text, counts)}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

export default AuthPage;
