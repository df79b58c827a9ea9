import { Route, Switch } from 'wouter';
import { AuthLayout } from '../shell/auth-layout';
import { MainLayout } from '../shell/main-layout';
import { session } from '../state/session';
import { type Preloadable, preloadable } from '../ui/preloadable';
import { paths } from './paths';
import { RequireSession } from './require-session';

// One chunk per route: the home page must not download the wizard, the portal, Dexie or zod.
const pages = {
  home: preloadable(() => import('../pages/home-page')),
  terms: preloadable(() => import('../pages/terms-page')),
  products: preloadable(() => import('../pages/products-page')),
  travelInsurance: preloadable(() => import('../pages/travel-insurance-page')),
  homeInsurance: preloadable(() => import('../pages/home-insurance-page')),
  personalAccident: preloadable(() => import('../pages/personal-accident-page')),
  motorInsurance: preloadable(() => import('../pages/motor-insurance-page')),
  homePackage: preloadable(() => import('../pages/home-package-page')),
  productDetails: preloadable(() => import('../pages/product-details-page')),
  profile: preloadable(() => import('../pages/profile-page')),
  login: preloadable(() => import('../pages/login-page')),
  signup: preloadable(() => import('../pages/signup-page')),
  otp: preloadable(() => import('../pages/otp-page')),
  forgotPassword: preloadable(() => import('../pages/forgot-password-page')),
  notFound: preloadable(() => import('../pages/not-found-page')),
  // The back office: its own chunk, which no public page imports.
  admin: preloadable(() => import('../admin/admin-app')),
};
const HomePage = pages.home.View;
const TermsPage = pages.terms.View;
const ProductsPage = pages.products.View;
const TravelInsurancePage = pages.travelInsurance.View;
const HomeInsurancePage = pages.homeInsurance.View;
const PersonalAccidentPage = pages.personalAccident.View;
const MotorInsurancePage = pages.motorInsurance.View;
const HomePackagePage = pages.homePackage.View;
const ProductDetailsPage = pages.productDetails.View;
const ProfilePage = pages.profile.View;
const LoginPage = pages.login.View;
const SignupPage = pages.signup.View;
const OtpPage = pages.otp.View;
const ForgotPasswordPage = pages.forgotPassword.View;
const NotFoundPage = pages.notFound.View;
const AdminApp = pages.admin.View;

/** The page a path opens on (as the routes below decide it). */
function pageFor(path: string): Preloadable {
  // RequireSession sends a visitor from /profile to the sign-in page.
  if (path === paths.profile && !session.is_authenticated) return pages.login;
  const exact = Object.entries(paths).find(([, route]) => route === path)?.[0];
  if (exact && exact in pages) return pages[exact as keyof typeof pages];
  if (path.startsWith('/product/')) return pages.productDetails;
  if (path.startsWith(`${paths.admin}/`)) return pages.admin;
  return pages.notFound;
}

/**
 * Fetches the chunk of the page the app opens on, so the first paint is the page itself rather than a
 * spinner followed by the page. Never rejects: a chunk that cannot load is the page's error boundary's
 * to explain.
 */
export async function loadFirstPage(path: string): Promise<void> {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  await pageFor(normalised)
    .load()
    .catch(() => undefined);
}

export function AppRoutes() {
  return (
    <Switch>
      {/* Public routes outside the main layout (point 2). */}
      <Route path={paths.login}>
        <AuthLayout>
          <LoginPage />
        </AuthLayout>
      </Route>
      <Route path={paths.signup}>
        <AuthLayout>
          <SignupPage />
        </AuthLayout>
      </Route>
      <Route path={paths.otp}>
        <AuthLayout>
          <OtpPage />
        </AuthLayout>
      </Route>
      <Route path={paths.forgotPassword}>
        <AuthLayout>
          <ForgotPasswordPage />
        </AuthLayout>
      </Route>
      <Route path={paths.admin} component={AdminApp} />
      <Route path={`${paths.admin}/*`} component={AdminApp} />

      <Route>
        <MainLayout>
          <Switch>
            <Route path={paths.home} component={HomePage} />
            <Route path={paths.terms} component={TermsPage} />
            <Route path={paths.products} component={ProductsPage} />
            <Route path={paths.travelInsurance} component={TravelInsurancePage} />
            <Route path={paths.homeInsurance} component={HomeInsurancePage} />
            <Route path={paths.personalAccident} component={PersonalAccidentPage} />
            <Route path={paths.motorInsurance} component={MotorInsurancePage} />
            <Route path={paths.homePackage} component={HomePackagePage} />
            <Route path="/product/:productId" component={ProductDetailsPage} />
            <Route path={paths.profile}>
              <RequireSession>
                <ProfilePage />
              </RequireSession>
            </Route>
            <Route component={NotFoundPage} />
          </Switch>
        </MainLayout>
      </Route>
    </Switch>
  );
}
