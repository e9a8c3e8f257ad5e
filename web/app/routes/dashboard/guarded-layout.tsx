import { AdminGuard } from '../../../features/dashboard/admin-guard.tsx';

export default AdminGuard;
