import { describeShapes } from './cells';
import { MEMBER_ROWS } from './member-rows';

describeShapes(MEMBER_ROWS);
