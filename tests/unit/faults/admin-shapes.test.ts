import { describeShapes } from './cells';
import { ADMIN_ROWS } from './admin-rows';

describeShapes(ADMIN_ROWS);
