import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { AuthLayout } from '../shell/auth-layout';
import { MainLayout } from '../shell/main-layout';
import { paths } from './paths';

// One chunk per route: the home page must not download the wizard, the portal, Dexie or zod.
const HomePage = lazy(() => import('../pages/home-page'));
const TermsPage = lazy(() => import('../pages/terms-page'));
const ProductsPage = lazy(() => import('../pages/products-page'));
const TravelInsurancePage = lazy(() => import('../pages/travel-insurance-page'));
const HomeInsurancePage = lazy(() => import('../pages/home-insurance-page'));
const PersonalAccidentPage = lazy(() => import('../pages/personal-accident-page'));
const MotorInsurancePage = lazy(() => import('../pages/motor-insurance-page'));
const HomePackagePage = lazy(() => import('../pages/home-package-page'));
const ProductDetailsPage = lazy(() => import('../pages/product-details-page'));
const ProfilePage = lazy(() => import('../pages/profile-page'));
const LoginPage = lazy(() => import('../pages/login-page'));
const SignupPage = lazy(() => import('../pages/signup-page'));
const OtpPage = lazy(() => import('../pages/otp-page'));
const ForgotPasswordPage = lazy(() => import('../pages/forgot-password-page'));
const NotFoundPage = lazy(() => import('../pages/not-found-page'));
// The check printed on documents: opened by strangers from a QR code, so the home page never loads it.
const VerifyPage = lazy(() => import('../pages/verify-page'));
// The back office: its own chunk, which no public page imports.
const AdminApp = lazy(() => import('../admin/admin-app'));

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
            <Route path={paths.verify} component={VerifyPage} />
            {/* Signed-in only: the page checks the session itself (routing/require-session.tsx). */}
            <Route path={paths.profile} component={ProfilePage} />
            <Route component={NotFoundPage} />
          </Switch>
        </MainLayout>
      </Route>
    </Switch>
  );
}
