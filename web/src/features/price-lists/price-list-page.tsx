import { NotFoundScreen } from '@/app/error-screen';

// Placeholder while the price-list screen is being built in this session.
export default NotFoundScreen;
