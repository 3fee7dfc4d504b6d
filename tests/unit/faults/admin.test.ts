import { ADMIN_ROWS } from './admin-rows';
import { describeRows } from './cells';

describeRows(ADMIN_ROWS);
