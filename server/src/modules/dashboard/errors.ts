import { DASHBOARD_MAX_YEARS } from '@shop/contract';
import { defineErrors } from '../../errors/define.js';

export const dashboardErrors = defineErrors({
  DASHBOARD_RANGE_INVALID: {
    kind: 'invalid',
    en: `The period ends before it starts, or covers more than ${DASHBOARD_MAX_YEARS} years: choose another range.`,
    fr: `La période finit avant de commencer, ou couvre plus de ${DASHBOARD_MAX_YEARS} ans : choisissez-en une autre.`,
    field: 'to',
  },
});
