import { describeRows } from './cells';
import { MEMBER_ROWS } from './member-rows';

describeRows(MEMBER_ROWS);
