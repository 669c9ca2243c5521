import { describe, expect, it } from 'vitest';
import {
  addMonths,
  allowedActions,
  CERTIFICATE_EDITORS,
  CERTIFICATE_READERS,
  certificateFieldErrors,
  displayStatus,
  EDITING,
  expiryDateFor,
  holdsReach,
  isEditable,
  isIsoDate,
  missingFiles,
  parseImportDate,
  today,
  WORKFLOW,
  type Relation,
} from '../../../src/domain/certificates';
import { instructorCertificates } from '../../../src/domain/resources/instructorCertificates';
import type { FeatureAction } from '../../../src/domain/features';
import type { Principal } from '../../../src/domain/permissions';

const user = (features: string[], authorizations = ['USER']): Principal => ({
  authorizations,
  organisation: { modules: ['certificates', 'courses', 'support'] },
  userFeatures: features.map((feature) => ({ feature, action: 'manage' }) as FeatureAction),
});
const relation = (r: Partial<Relation>): Relation => ({ own: false, itc: false, my: false, ...r });

describe('dates', () => {
  it('expire at the end of the month, the validity after certification', () => {
    expect(expiryDateFor('2026-03-15', 24)).toBe('2028-03-31');
    expect(expiryDateFor('2026-01-31', 1)).toBe('2026-02-28');
    expect(expiryDateFor('2027-12-01', 2)).toBe('2028-02-29');
    expect(expiryDateFor('2026-11-30', 12)).toBe('2027-11-30');
  });

  it('add months landing on the last day of shorter months', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('derive the display status with 90 days of warning', () => {
    const day = '2026-05-10';
    expect(displayStatus(null, day)).toBe('NO_CERTIFICATE');
    expect(displayStatus('2026-05-09', day)).toBe('EXPIRED');
    expect(displayStatus('2026-05-10', day)).toBe('EXPIRES_SOON');
    expect(displayStatus('2026-08-08', day)).toBe('EXPIRES_SOON');
    expect(displayStatus('2026-08-09', day)).toBe('ACTIVE');
  });

  it('know real calendar days and read dates of the import', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(parseImportDate(' 31.12.2027 ')).toBe('2027-12-31');
    expect(parseImportDate('1.2.2027')).toBe('2027-02-01');
    expect(parseImportDate('31.02.2027')).toBeUndefined();
    expect(parseImportDate('12/31/2027')).toBeUndefined();
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('workflow', () => {
  const coordinator = user(['its_instructor_certificates']);
  const itc = user([
    'itc_instructor_certificates',
    'itc_instructor_certificate_approve',
    'itc_instructor_certificate_certify',
  ]);
  const approver = user(['itc_instructor_certificate_approve']);
  const certifier = user(['itc_instructor_certificate_certify']);
  const instructor = user(['user_is_instructor']);

  it('offers each user only the steps of the status he may take', () => {
    expect(allowedActions(coordinator, relation({ own: true, itc: true }), 'DATAENTRY')).toEqual(['submit']);
    expect(allowedActions(coordinator, relation({ own: true, itc: true }), 'APPROVAL')).toEqual([]);
    expect(allowedActions(itc, relation({ itc: true }), 'APPROVAL')).toEqual(['approve', 'decline']);
    expect(allowedActions(itc, relation({ itc: true }), 'APPROVED')).toEqual(['decline', 'certify']);
    expect(allowedActions(itc, relation({ itc: true }), 'CERTIFIED')).toEqual([]);
    expect(allowedActions(approver, relation({ itc: true }), 'APPROVED')).toEqual(['decline']);
    expect(allowedActions(certifier, relation({ itc: true }), 'APPROVAL')).toEqual(['decline']);
    expect(allowedActions(instructor, relation({ my: true }), 'DATAENTRY')).toEqual(['submit']);
    expect(allowedActions(instructor, relation({ own: true, itc: true }), 'DATAENTRY')).toEqual([]);
    expect(allowedActions(itc, relation({}), 'APPROVAL')).toEqual([]);
    expect(allowedActions(user([], ['ADMIN']), relation({ own: true, itc: true }), 'APPROVED')).toEqual([
      'decline',
      'certify',
    ]);
  });

  it('lets editors change only requests in data entry', () => {
    expect(isEditable(coordinator, relation({ own: true }), 'DATAENTRY')).toBe(true);
    expect(isEditable(coordinator, relation({ own: true }), 'APPROVAL')).toBe(false);
    expect(isEditable(approver, relation({ itc: true }), 'DATAENTRY')).toBe(false);
  });

  it('tells which scopes a user may list and file requests in', () => {
    expect(holdsReach(coordinator, CERTIFICATE_READERS, 'read', 'own')).toBe(true);
    expect(holdsReach(coordinator, CERTIFICATE_READERS, 'read', 'itc')).toBe(false);
    expect(holdsReach(approver, CERTIFICATE_READERS, 'read', 'itc')).toBe(true);
    expect(holdsReach(approver, CERTIFICATE_EDITORS, EDITING, 'itc')).toBe(false);
    expect(holdsReach(instructor, CERTIFICATE_EDITORS, EDITING, 'my')).toBe(true);
    expect(holdsReach(instructor, CERTIFICATE_EDITORS, EDITING, 'own')).toBe(false);
  });

  it('is the rule set the resource is declared with', () => {
    expect(instructorCertificates.access).toBe(CERTIFICATE_READERS);
    for (const step of WORKFLOW) {
      expect(instructorCertificates.actions?.[step.action]).toMatchObject({ action: step.checks, grants: step.who });
    }
  });

  it('names the missing files of each type of request', () => {
    expect(missingFiles('INITIAL', ['MONITORING_FORM', 'ADDITIONAL_ATTACHMENT'])).toEqual([
      'APPLICATION_FORM',
      'CERTIFICIATE_INSTRUCTOR_COURSE',
    ]);
    expect(
      missingFiles('RECERTIFICATION', ['RENEWAL_CHECKLIST', 'MONITORING_FORM', 'CURRENT_PROVIDER_STATUS']),
    ).toEqual([]);
  });

  it('needs acceptance and an invoice address for a recertification only', () => {
    expect(certificateFieldErrors({ disciplineType: 'INITIAL' })).toEqual({});
    const errors = certificateFieldErrors({
      disciplineType: 'RECERTIFICATION',
      paidRecertificationAccepted: true,
      invoiceAddress: { nameOrInstitution: 'X', street: ' ', zipCode: '1', city: 'Y' },
    });
    expect(Object.keys(errors)).toEqual(['invoiceAddress.street', 'invoiceAddress.country']);
  });
});
