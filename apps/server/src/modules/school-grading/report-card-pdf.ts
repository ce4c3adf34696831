import { drawLetterhead, drawTableRow, createPdfDocument, type PdfColumn } from '../../lib/pdf-document';
import type { LetterheadInput } from '../../lib/letterhead';
import type { reportCard } from './grading.service';

type ReportCard = Awaited<ReturnType<typeof reportCard>>['data'];

const GRADE_COLUMNS: PdfColumn[] = [
  { label: 'Learning Areas', share: 0.34, align: 'left' },
  { label: 'Q1', share: 0.09, align: 'right' },
  { label: 'Q2', share: 0.09, align: 'right' },
  { label: 'Q3', share: 0.09, align: 'right' },
  { label: 'Q4', share: 0.09, align: 'right' },
  { label: 'Final Grade', share: 0.14, align: 'right' },
  { label: 'Remarks', share: 0.16, align: 'left' },
];

const ATTENDANCE_COLUMNS: PdfColumn[] = [
  { label: 'Month', share: 0.31, align: 'left' },
  { label: 'Days of School', share: 0.23, align: 'right' },
  { label: 'Days Present', share: 0.23, align: 'right' },
  { label: 'Days Absent', share: 0.23, align: 'right' },
];

const DESCRIPTORS: [string, string, string][] = [
  ['Outstanding', '90-100', 'Passed'],
  ['Very Satisfactory', '85-89', 'Passed'],
  ['Satisfactory', '80-84', 'Passed'],
  ['Fairly Satisfactory', '75-79', 'Passed'],
  ['Did Not Meet Expectations', 'Below 75', 'Failed'],
];

const grade = (value: number | null) => (value === null ? '' : String(value));

/** The learner's progress report card (SF9) of a school year, under the company's letterhead. */
export async function renderReportCardPdf(card: ReportCard & { letterhead: LetterheadInput }, options: { compress?: boolean } = {}) {
  const pdf = createPdfDocument(`Report Card ${card.student.name}`, { compress: options.compress, subject: 'SF9' });
  const { doc, bold, regular, left, width } = pdf;
  doc.y = drawLetterhead(pdf, card.letterhead) + 12;
  doc.font(bold).fontSize(14).text("Learner's Progress Report Card (SF9)", left, doc.y, { width, align: 'center' });
  doc.font(regular).fontSize(10).text(`School Year ${card.section.schoolYear.name}`, left, doc.y, { width, align: 'center' });
  doc.moveDown(0.8);
  const info: [string, string][] = [
    ['Name', card.student.name],
    ['LRN', card.student.lrn],
    ['Grade and Section', `${card.gradeLevel} - ${card.section.name}`],
    ['Adviser', card.section.adviser?.name ?? ''],
  ];
  if (card.student.sex) info.push(['Sex', card.student.sex]);
  for (const [label, value] of info) {
    const y = doc.y;
    doc.font(bold).fontSize(10).text(`${label}:`, left, y, { width: 120 });
    doc.font(regular).text(value || ' ', left + 120, y, { width: width - 120 });
  }
  doc.moveDown(0.8);
  doc.font(bold).fontSize(11).text('Report on Learning Progress and Achievement', left, doc.y, { width });
  doc.moveDown(0.3);
  drawTableRow(pdf, GRADE_COLUMNS, GRADE_COLUMNS.map((c) => c.label), bold, { shade: true });
  if (card.learningAreas.length === 0) drawTableRow(pdf, GRADE_COLUMNS, ['No class record yet', '', '', '', '', '', ''], regular);
  for (const area of card.learningAreas) {
    drawTableRow(pdf, GRADE_COLUMNS, [area.course.name, ...area.quarterlyGrades.map(grade), grade(area.finalGrade), area.remarks ?? ''], regular);
  }
  drawTableRow(pdf, GRADE_COLUMNS, ['General Average', '', '', '', '', grade(card.generalAverage), card.generalAverageRemarks ?? ''], bold, { shade: true });
  doc.moveDown(0.6);
  doc.font(bold).fontSize(9).text('Descriptors', left, doc.y);
  doc.font(regular).fontSize(8);
  for (const [descriptor, scale, remark] of DESCRIPTORS) doc.text(`${descriptor}: ${scale} (${remark})`, left, doc.y);
  doc.moveDown(0.8);
  doc.font(bold).fontSize(11).text('Report on Attendance', left, doc.y, { width });
  doc.moveDown(0.3);
  drawTableRow(pdf, ATTENDANCE_COLUMNS, ATTENDANCE_COLUMNS.map((c) => c.label), bold, { shade: true });
  for (const month of card.attendance.months) {
    drawTableRow(pdf, ATTENDANCE_COLUMNS, [month.label, String(month.schoolDays), String(month.present), String(month.absent)], regular);
  }
  const total = card.attendance.total;
  drawTableRow(pdf, ATTENDANCE_COLUMNS, ['Total', String(total.schoolDays), String(total.present), String(total.absent)], bold, { shade: true });
  doc.end();
  return pdf.done;
}
