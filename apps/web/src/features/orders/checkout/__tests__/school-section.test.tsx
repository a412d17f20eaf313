import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SchoolConfig } from '@app/domain';
import { makeMenu } from '#test/catalogue.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { renderCheckout } from './checkout-harness.tsx';

function school(fields: Partial<SchoolConfig>): SchoolConfig {
  return {
    id: 1,
    name: 'Maple Elementary',
    grades: ['1', '2', '3'],
    classrooms: ['101', '102'],
    teachers: ['Ms. Tremblay', 'Mr. Singh'],
    ask_grades: true,
    ask_classrooms: false,
    ask_teachers: true,
    open_ended_teachers: false,
    ...fields,
  };
}

function renderSchool(schools: SchoolConfig[]) {
  mockApi({
    'POST /api/orders/scheduling': json(200, {
      timeZone: 'America/Toronto',
      firstDate: null,
      lastDate: null,
      excludeWeekends: false,
      minimumOrderAmount: null,
      date: null,
      slots: [],
    }),
  });
  return renderCheckout({
    type: 'school',
    menu: makeMenu(3, 'School lunch', { scheduled: true }),
    config: makeOrderingConfig({ schools }),
  });
}

describe('school details', () => {
  it('asks what the school asks for and holds the details once the student is named', async () => {
    const { user, latest } = renderSchool([school({})]);
    expect(screen.getByRole('combobox', { name: 'Grade' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Class' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    await user.click(screen.getByRole('combobox', { name: 'Teacher' }));
    await user.click(await screen.findByRole('option', { name: 'Mr. Singh' }));
    // No student yet: the order has no school details.
    expect(latest().school).toBeNull();

    const student = screen.getByRole('textbox', { name: /Student name/ });
    expect(student.getAttribute('aria-required')).toBe('true');
    await user.type(student, 'Sam');
    expect(latest().school).toEqual({
      school: 'Maple Elementary',
      grade: '2',
      classroom: null,
      teacher: 'Mr. Singh',
      student_name: 'Sam',
    });

    await user.clear(student);
    expect(latest().school).toBeNull();
    await user.tab();
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });

  it('asks a listed school’s grades only once that school is chosen', async () => {
    const { user, latest } = renderSchool([
      school({}),
      school({ id: 2, name: 'Oak High', grades: ['9', '10'], ask_teachers: false }),
    ]);
    expect(screen.queryByRole('combobox', { name: 'Grade' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'School' }));
    await user.click(await screen.findByRole('option', { name: 'Oak High' }));
    await user.click(screen.getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    expect(screen.queryByRole('combobox', { name: 'Teacher' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Student name/ }), 'Jo');
    expect(latest().school).toMatchObject({ school: 'Oak High', grade: '10', student_name: 'Jo' });
  });

  it('takes any teacher name when the list is open-ended', async () => {
    const { user, latest } = renderSchool([school({ open_ended_teachers: true })]);
    await user.type(screen.getByRole('textbox', { name: /Student name/ }), 'Sam');
    await user.type(screen.getByRole('combobox', { name: 'Teacher' }), 'Roy');
    expect(latest().school?.teacher).toBe('Roy');
  });

  it("shows the server's refusal on the student's name", () => {
    mockApi({});
    renderCheckout({
      type: 'school',
      menu: null,
      config: makeOrderingConfig({ schools: [school({})] }),
      fieldErrors: { 'school.student_name': "Enter the student's name." },
    });
    expect(screen.getByText("Enter the student's name.")).toBeTruthy();
  });
});
