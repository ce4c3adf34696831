import { describe, expect, it } from 'vitest';
import {
  BOQ_PASTE_MAX_LINES,
  BOQ_PASTE_MESSAGES,
  boqEditInverse,
  boqPasteUpdate,
  boqRowsToTsv,
  parseBoqPaste,
  parseExcelNumber,
  splitTsv,
  type BoqPasteLine,
} from './boq.clipboard';

describe('parseExcelNumber', () => {
  it('reads the number formats Excel copies', () => {
    expect(parseExcelNumber('1,234.50')).toBe('1234.5');
    expect(parseExcelNumber('₱ 1,200')).toBe('1200');
    expect(parseExcelNumber('₱1,200.75')).toBe('1200.75');
    expect(parseExcelNumber('PHP 99')).toBe('99');
    expect(parseExcelNumber('php99.5')).toBe('99.5');
    expect(parseExcelNumber('P 5')).toBe('5');
    expect(parseExcelNumber(' 12 ')).toBe('12');
    expect(parseExcelNumber('\u00a01,000,000\u00a0')).toBe('1000000');
    expect(parseExcelNumber('0')).toBe('0');
    expect(parseExcelNumber('.5')).toBe('0.5');
    expect(parseExcelNumber('7.')).toBe('7');
    expect(parseExcelNumber('0.1250')).toBe('0.125');
    expect(parseExcelNumber('1 000')).toBe('1000');
  });
  it('a blank cell is null', () => {
    expect(parseExcelNumber('')).toBeNull();
    expect(parseExcelNumber('   ')).toBeNull();
    expect(parseExcelNumber('\u00a0')).toBeNull();
  });
  it('anything else is not a number', () => {
    for (const cell of ['-5', '(1,200)', 'abc', '1,2,3', '12,34', '1,2345', '1.2.3', '₱', 'P', '5 pcs', '12%', ',100', '1,000.', 'PHP-3']) {
      expect(parseExcelNumber(cell), cell).toBeUndefined();
    }
  });
});

describe('splitTsv', () => {
  it('splits lines and cells, CRLF or LF, and keeps a last line without a break', () => {
    expect(splitTsv('a\tb\r\nc\td\r\n')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(splitTsv('a\tb\nc\td')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(splitTsv('\t5\n')).toEqual([['', '5']]);
    expect(splitTsv('a\t\n')).toEqual([['a', '']]);
    expect(splitTsv('a\rb')).toEqual([['a'], ['b']]);
    expect(splitTsv('')).toEqual([]);
  });
  it('reads quoted cells with tabs, line breaks and doubled quotes', () => {
    expect(splitTsv('"Pipe 1""\tlong"\t2\n"two\nlines"\t3')).toEqual([['Pipe 1"\tlong', '2'], ['two\nlines', '3']]);
    expect(splitTsv('"quoted"')).toEqual([['quoted']]);
    expect(splitTsv('"a"\r\n"b"')).toEqual([['a'], ['b']]);
  });
  it('keeps blank lines and a last empty cell; a quoted cell may close at a line break', () => {
    expect(splitTsv('a\n\nb')).toEqual([['a'], [''], ['b']]);
    expect(splitTsv('a\t')).toEqual([['a', '']]);
    expect(splitTsv('""')).toEqual([['']]);
    expect(splitTsv('"a"\nb')).toEqual([['a'], ['b']]);
  });
  it('a quote inside a cell is text, not the start of a quoted cell', () => {
    expect(splitTsv('a"b"\tc')).toEqual([['a"b"', 'c']]);
    expect(splitTsv('ab"\tc')).toEqual([['ab"', 'c']]);
  });
  it('a quote that does not close a cell is kept as text', () => {
    expect(splitTsv('12" pipe\t4')).toEqual([['12" pipe', '4']]);
    expect(splitTsv('"12" pipe\t4')).toEqual([['"12" pipe', '4']]);
    expect(splitTsv('"open\t4')).toEqual([['"open', '4']]);
  });
});

const line = (over: Partial<BoqPasteLine>): BoqPasteLine => ({ description: null, quantity: null, materialUnit: null, materialUnitCost: null, laborUnitCost: null, ...over });

describe('parseBoqPaste', () => {
  it('a block of cells from Excel fills Quantity, Unit, Material Unit Cost and Labor Unit Cost', () => {
    expect(parseBoqPaste('12\tbag\t"1,234.50"\t₱ 1,200\r\n3\t\t99\t\r\n')).toEqual({
      ok: true,
      kind: 'cells',
      lines: [line({ quantity: '12', materialUnit: 'bag', materialUnitCost: '1234.5', laborUnitCost: '1200' }), line({ quantity: '3', materialUnitCost: '99' })],
    });
  });
  it('fewer cells set fewer fields; a blank first cell is still cells', () => {
    expect(parseBoqPaste('4')).toEqual({ ok: true, kind: 'cells', lines: [line({ quantity: '4' })] });
    expect(parseBoqPaste('\tm\t5')).toEqual({ ok: true, kind: 'cells', lines: [line({ materialUnit: 'm', materialUnitCost: '5' })] });
  });
  it('lines with Particulars first are rows', () => {
    expect(parseBoqPaste('Cement\t10\tbag\t250\t15\nSand\n\n')).toEqual({
      ok: true,
      kind: 'rows',
      lines: [line({ description: 'Cement', quantity: '10', materialUnit: 'bag', materialUnitCost: '250', laborUnitCost: '15' }), line({ description: 'Sand' })],
    });
  });
  it('blank lines and trailing blank cells are skipped', () => {
    expect(parseBoqPaste('\n5\t\t\t\t\t\n\t\t\n')).toEqual({ ok: true, kind: 'cells', lines: [line({ quantity: '5' })] });
    expect(parseBoqPaste(' \t \n5\t\t\t\t ')).toEqual({ ok: true, kind: 'cells', lines: [line({ quantity: '5' })] });
  });
  it('spaces around Particulars and Unit are dropped', () => {
    expect(parseBoqPaste('  Cement  \t 2 \t bag \t1')).toEqual({ ok: true, kind: 'rows', lines: [line({ description: 'Cement', quantity: '2', materialUnit: 'bag', materialUnitCost: '1' })] });
    expect(parseBoqPaste('5\tbag\t  abc  ')).toEqual({ ok: false, message: 'Line 1, Material Unit Cost: "abc" is not a number of at least 0' });
  });
  it('refuses, by name, what it cannot read', () => {
    expect(parseBoqPaste('')).toEqual({ ok: false, message: BOQ_PASTE_MESSAGES.empty });
    expect(parseBoqPaste('\n\t\n')).toEqual({ ok: false, message: 'The clipboard holds nothing to paste' });
    expect(parseBoqPaste('Cement\t1\n5')).toEqual({ ok: false, message: 'Paste either whole rows (Particulars first) or cells starting at Quantity, not both' });
    expect(parseBoqPaste('5\tbag\tabc')).toEqual({ ok: false, message: 'Line 1, Material Unit Cost: "abc" is not a number of at least 0' });
    expect(parseBoqPaste('PHP 5\tbag')).toMatchObject({ ok: true, kind: 'cells' });
    expect(parseBoqPaste('-\tbag')).toEqual({ ok: false, message: 'Line 1, Quantity: "-" is not a number of at least 0' });
    expect(parseBoqPaste('5\n-2')).toEqual({ ok: false, message: 'Line 2, Quantity: "-2" is not a number of at least 0' });
    expect(parseBoqPaste('5\tbag\t1\t(3)')).toEqual({ ok: false, message: 'Line 1, Labor Unit Cost: "(3)" is not a number of at least 0' });
    expect(parseBoqPaste('5\tbag\t1\t2\t9')).toEqual({ ok: false, message: 'Line 1 has more than 4 cells: paste Quantity, Unit, Material Unit Cost, Labor Unit Cost' });
    expect(parseBoqPaste('A\t5\tbag\t1\t2\t9')).toEqual({ ok: false, message: 'Line 1 has more than 5 cells: paste Particulars, Quantity, Unit, Material Unit Cost, Labor Unit Cost' });
    expect(parseBoqPaste('1.12345')).toEqual({ ok: false, message: 'Line 1, Quantity: must have at most 4 decimal places' });
    expect(parseBoqPaste('1.1234')).toMatchObject({ ok: true });
    expect(parseBoqPaste(`1\t${'u'.repeat(21)}`)).toEqual({ ok: false, message: 'Line 1, Unit: is longer than 20 characters' });
    expect(parseBoqPaste(`1\t${'u'.repeat(20)}`)).toMatchObject({ ok: true });
    expect(parseBoqPaste(`${'d'.repeat(2001)}\t1`)).toEqual({ ok: false, message: 'Line 1, Particulars: is longer than 2000 characters' });
    expect(parseBoqPaste(`${'d'.repeat(2000)}\t1`)).toMatchObject({ ok: true });
  });
  it(`takes at most ${BOQ_PASTE_MAX_LINES} lines`, () => {
    expect(parseBoqPaste(Array(500).fill('1').join('\n'))).toMatchObject({ ok: true });
    expect(parseBoqPaste(Array(501).fill('1').join('\n'))).toEqual({ ok: false, message: 'Paste at most 500 lines at a time' });
  });
});

const item = { description: 'Cement', quantity: '2.0000', materialUnit: 'bag', materialUnitCost: '250.5000', laborUnitCost: '10.0000', laborPercentageCost: '0.0000', itemId: null, profitMarginPercentage: '5.0000' };

describe('boqRowsToTsv', () => {
  it('copies rows as Excel reads them and parseBoqPaste reads them back', () => {
    const tsv = boqRowsToTsv([item, { ...item, description: 'Pipe 2"\twide', laborPercentageCost: '10' }]);
    expect(tsv).toBe('Cement\t2\tbag\t250.5\t10\n"Pipe 2""\twide"\t2\tbag\t250.5\t25.05');
    expect(parseBoqPaste(tsv)).toEqual({
      ok: true,
      kind: 'rows',
      lines: [
        line({ description: 'Cement', quantity: '2', materialUnit: 'bag', materialUnitCost: '250.5', laborUnitCost: '10' }),
        line({ description: 'Pipe 2"\twide', quantity: '2', materialUnit: 'bag', materialUnitCost: '250.5', laborUnitCost: '25.05' }),
      ],
    });
    expect(boqRowsToTsv([{ ...item, description: 'two\nlines', quantity: '', materialUnitCost: '' }])).toBe('"two\nlines"\t0\tbag\t0\t10');
    expect(boqRowsToTsv([{ ...item, description: 'a\rb' }])).toBe('"a\rb"\t2\tbag\t250.5\t10');
  });
});

describe('boqPasteUpdate', () => {
  it('sends only the non-blank cells that change the row', () => {
    expect(boqPasteUpdate(item, line({ quantity: '3', materialUnit: 'm3', materialUnitCost: '250.5', laborUnitCost: '12' }))).toEqual({ quantity: '3', materialUnit: 'm3', laborUnitCost: '12' });
    expect(boqPasteUpdate(item, line({ quantity: '2', materialUnit: 'bag', materialUnitCost: '250.50', laborUnitCost: '10' }))).toBeNull();
    expect(boqPasteUpdate(item, line({}))).toBeNull();
    expect(boqPasteUpdate(item, line({ materialUnitCost: '1' }))).toEqual({ materialUnitCost: '1' });
    expect(boqPasteUpdate({ ...item, quantity: '' }, line({ quantity: '0' }))).toBeNull();
  });
  it('a row linked to a catalogue item keeps its unit and material cost', () => {
    expect(boqPasteUpdate({ ...item, itemId: 4 }, line({ quantity: '9', materialUnit: 'm', materialUnitCost: '1', laborUnitCost: '10' }))).toEqual({ quantity: '9' });
  });
  it('a labour cost on a row with Labor % above 0 sets Labor % to 0; the shown labour cost is compared', () => {
    const byPercent = { ...item, laborPercentageCost: '10' }; // shows 25.0500
    expect(boqPasteUpdate(byPercent, line({ laborUnitCost: '30' }))).toEqual({ laborUnitCost: '30', laborPercentageCost: '0' });
    expect(boqPasteUpdate(byPercent, line({ laborUnitCost: '25.05' }))).toBeNull();
    expect(boqPasteUpdate(item, line({ laborUnitCost: '30' }))).toEqual({ laborUnitCost: '30' });
  });
});

describe('boqEditInverse', () => {
  it('puts back the fields the edit names, as the row holds them', () => {
    expect(boqEditInverse(item, { quantity: '3' })).toEqual({ quantity: '2.0000' });
    expect(boqEditInverse({ ...item, laborPercentageCost: '10.0000' }, { laborUnitCost: '30', laborPercentageCost: '0' })).toEqual({ laborUnitCost: '10.0000', laborPercentageCost: '10.0000' });
    expect(boqEditInverse(item, { description: 'New', materialUnit: 'm', materialUnitCost: 1, profitMarginPercentage: 9 })).toEqual({
      description: 'Cement',
      materialUnit: 'bag',
      materialUnitCost: '250.5000',
      profitMarginPercentage: '5.0000',
    });
    expect(boqEditInverse(item, {})).toEqual({});
  });
  it('a catalogue item change also puts back the unit and material cost; no item is 0', () => {
    expect(boqEditInverse(item, { itemId: 7 })).toEqual({ itemId: 0, materialUnit: 'bag', materialUnitCost: '250.5000' });
    expect(boqEditInverse({ ...item, itemId: 3 }, { itemId: 0 })).toEqual({ itemId: 3, materialUnit: 'bag', materialUnitCost: '250.5000' });
  });
});
