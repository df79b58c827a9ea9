import { HomePackageWizard } from '../wizard/home-package-wizard';

export default function HomePackagePage() {
  return <HomePackageWizard />;
}
