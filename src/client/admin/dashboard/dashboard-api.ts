import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import { callAdminEndpoint } from '../admin-api';

export const loadDashboard = () =>
  callAdminEndpoint('adminDashboard', {}, backOfficeMessages.dashboardLoadFailed);
