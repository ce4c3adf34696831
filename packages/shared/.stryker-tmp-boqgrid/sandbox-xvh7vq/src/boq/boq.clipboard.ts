// @ts-nocheck
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
import Decimal from 'decimal.js';
import { effectiveLaborUnitCost, UNIT_SCALE, type BoqRowInput } from './boq.arithmetic';

/**
 * The BOQ clipboard (decision 0035): rows copied as tab-separated text (what Excel reads and
 * writes), a pasted block read back into values. Pure: the grid sends what these answer as
 * ordinary BOQ_ADD_ITEM and BOQ_EDIT_ITEM messages.
 */

/** The cells of a copied row, left to right. A pasted block of cells starts at Quantity. */
export const BOQ_CLIPBOARD_COLUMNS = ['Particulars', 'Quantity', 'Unit', 'Material Unit Cost', 'Labor Unit Cost'] as const;
export const BOQ_PASTE_MAX_LINES = 500;
const UNIT_MAX = 20;
const DESCRIPTION_MAX = 2000;

/** The values of one pasted line; null: the cell was blank (nothing to set). */
export interface BoqPasteLine {
  /** Set on a row line (Particulars first), null on a line of cells. */
  description: string | null;
  quantity: string | null;
  materialUnit: string | null;
  materialUnitCost: string | null;
  laborUnitCost: string | null;
}

/** 'rows': new item rows (Particulars first); 'cells': values for existing item rows (Quantity first). */
export type BoqPaste = {
  ok: true;
  kind: 'rows' | 'cells';
  lines: BoqPasteLine[];
} | {
  ok: false;
  message: string;
};
export const BOQ_PASTE_MESSAGES = {
  empty: 'The clipboard holds nothing to paste',
  mixed: 'Paste either whole rows (Particulars first) or cells starting at Quantity, not both',
  tooMany: `Paste at most ${BOQ_PASTE_MAX_LINES} lines at a time`
} as const;
const GROUPED = stryMutAct_9fa48("43") ? /^\d{1,3}(,\d{3})+(\.\D+)?$/ : stryMutAct_9fa48("42") ? /^\d{1,3}(,\d{3})+(\.\d)?$/ : stryMutAct_9fa48("41") ? /^\d{1,3}(,\d{3})+(\.\d+)$/ : stryMutAct_9fa48("40") ? /^\d{1,3}(,\D{3})+(\.\d+)?$/ : stryMutAct_9fa48("39") ? /^\d{1,3}(,\d)+(\.\d+)?$/ : stryMutAct_9fa48("38") ? /^\d{1,3}(,\d{3})(\.\d+)?$/ : stryMutAct_9fa48("37") ? /^\D{1,3}(,\d{3})+(\.\d+)?$/ : stryMutAct_9fa48("36") ? /^\d(,\d{3})+(\.\d+)?$/ : stryMutAct_9fa48("35") ? /^\d{1,3}(,\d{3})+(\.\d+)?/ : stryMutAct_9fa48("34") ? /\d{1,3}(,\d{3})+(\.\d+)?$/ : (stryCov_9fa48("34", "35", "36", "37", "38", "39", "40", "41", "42", "43"), /^\d{1,3}(,\d{3})+(\.\d+)?$/);
const PLAIN = stryMutAct_9fa48("52") ? /^(\d+(\.\d*)?|\.\D+)$/ : stryMutAct_9fa48("51") ? /^(\d+(\.\d*)?|\.\d)$/ : stryMutAct_9fa48("50") ? /^(\d+(\.\D*)?|\.\d+)$/ : stryMutAct_9fa48("49") ? /^(\d+(\.\d)?|\.\d+)$/ : stryMutAct_9fa48("48") ? /^(\d+(\.\d*)|\.\d+)$/ : stryMutAct_9fa48("47") ? /^(\D+(\.\d*)?|\.\d+)$/ : stryMutAct_9fa48("46") ? /^(\d(\.\d*)?|\.\d+)$/ : stryMutAct_9fa48("45") ? /^(\d+(\.\d*)?|\.\d+)/ : stryMutAct_9fa48("44") ? /(\d+(\.\d*)?|\.\d+)$/ : (stryCov_9fa48("44", "45", "46", "47", "48", "49", "50", "51", "52"), /^(\d+(\.\d*)?|\.\d+)$/);
/** Currency marks Excel shows before an amount: ₱, PHP, P. */
const CURRENCY = stryMutAct_9fa48("55") ? /^(₱|PHP|P)\S*/i : stryMutAct_9fa48("54") ? /^(₱|PHP|P)\s/i : stryMutAct_9fa48("53") ? /(₱|PHP|P)\s*/i : (stryCov_9fa48("53", "54", "55"), /^(₱|PHP|P)\s*/i);

/**
 * A cell as Excel copies a number: "1,234.50", "₱ 1,200", "PHP 99", " 12 " (spaces and non-breaking
 * spaces ignored). Answers the plain decimal text ("1234.5"), null for a blank cell, or undefined
 * when the cell is not a number at least 0 (negative, "(1,200)", text, "1,2,3").
 */
export function parseExcelNumber(cell: string): string | null | undefined {
  if (stryMutAct_9fa48("56")) {
    {}
  } else {
    stryCov_9fa48("56");
    const trimmed = stryMutAct_9fa48("57") ? cell.replace(/[\s\u00a0]+/g, ' ') : (stryCov_9fa48("57"), cell.replace(stryMutAct_9fa48("60") ? /[\S\u00a0]+/g : stryMutAct_9fa48("59") ? /[^\s\u00a0]+/g : stryMutAct_9fa48("58") ? /[\s\u00a0]/g : (stryCov_9fa48("58", "59", "60"), /[\s\u00a0]+/g), stryMutAct_9fa48("61") ? "" : (stryCov_9fa48("61"), ' ')).trim());
    if (stryMutAct_9fa48("64") ? trimmed !== '' : stryMutAct_9fa48("63") ? false : stryMutAct_9fa48("62") ? true : (stryCov_9fa48("62", "63", "64"), trimmed === (stryMutAct_9fa48("65") ? "Stryker was here!" : (stryCov_9fa48("65"), '')))) return null;
    const bare = trimmed.replace(CURRENCY, stryMutAct_9fa48("66") ? "Stryker was here!" : (stryCov_9fa48("66"), '')).replace(/ /g, stryMutAct_9fa48("67") ? "Stryker was here!" : (stryCov_9fa48("67"), ''));
    if (stryMutAct_9fa48("70") ? !PLAIN.test(bare) || !GROUPED.test(bare) : stryMutAct_9fa48("69") ? false : stryMutAct_9fa48("68") ? true : (stryCov_9fa48("68", "69", "70"), (stryMutAct_9fa48("71") ? PLAIN.test(bare) : (stryCov_9fa48("71"), !PLAIN.test(bare))) && (stryMutAct_9fa48("72") ? GROUPED.test(bare) : (stryCov_9fa48("72"), !GROUPED.test(bare))))) return undefined;
    return new Decimal(bare.replace(/,/g, stryMutAct_9fa48("73") ? "Stryker was here!" : (stryCov_9fa48("73"), ''))).toString();
  }
}

/** Tab-separated text as Excel writes it: cells in double quotes may hold tabs, line breaks and doubled quotes. */
export function splitTsv(text: string): string[][] {
  if (stryMutAct_9fa48("74")) {
    {}
  } else {
    stryCov_9fa48("74");
    const lines: string[][] = stryMutAct_9fa48("75") ? ["Stryker was here"] : (stryCov_9fa48("75"), []);
    let line: string[] = stryMutAct_9fa48("76") ? ["Stryker was here"] : (stryCov_9fa48("76"), []);
    let cell = stryMutAct_9fa48("77") ? "Stryker was here!" : (stryCov_9fa48("77"), '');
    let i = 0;
    let atCellStart = stryMutAct_9fa48("78") ? false : (stryCov_9fa48("78"), true);
    while (stryMutAct_9fa48("81") ? i >= text.length : stryMutAct_9fa48("80") ? i <= text.length : stryMutAct_9fa48("79") ? false : (stryCov_9fa48("79", "80", "81"), i < text.length)) {
      if (stryMutAct_9fa48("82")) {
        {}
      } else {
        stryCov_9fa48("82");
        const ch = text[i];
        if (stryMutAct_9fa48("85") ? atCellStart || ch === '"' : stryMutAct_9fa48("84") ? false : stryMutAct_9fa48("83") ? true : (stryCov_9fa48("83", "84", "85"), atCellStart && (stryMutAct_9fa48("87") ? ch !== '"' : stryMutAct_9fa48("86") ? true : (stryCov_9fa48("86", "87"), ch === (stryMutAct_9fa48("88") ? "" : (stryCov_9fa48("88"), '"')))))) {
          if (stryMutAct_9fa48("89")) {
            {}
          } else {
            stryCov_9fa48("89");
            const end = closingQuote(text, stryMutAct_9fa48("90") ? i - 1 : (stryCov_9fa48("90"), i + 1));
            if (stryMutAct_9fa48("93") ? end === -1 : stryMutAct_9fa48("92") ? false : stryMutAct_9fa48("91") ? true : (stryCov_9fa48("91", "92", "93"), end !== (stryMutAct_9fa48("94") ? +1 : (stryCov_9fa48("94"), -1)))) {
              if (stryMutAct_9fa48("95")) {
                {}
              } else {
                stryCov_9fa48("95");
                cell = stryMutAct_9fa48("96") ? text.replace(/""/g, '"') : (stryCov_9fa48("96"), text.slice(stryMutAct_9fa48("97") ? i - 1 : (stryCov_9fa48("97"), i + 1), end).replace(/""/g, stryMutAct_9fa48("98") ? "" : (stryCov_9fa48("98"), '"')));
                i = stryMutAct_9fa48("99") ? end - 1 : (stryCov_9fa48("99"), end + 1);
                atCellStart = stryMutAct_9fa48("100") ? true : (stryCov_9fa48("100"), false);
                continue;
              }
            }
          }
        }
        atCellStart = stryMutAct_9fa48("101") ? true : (stryCov_9fa48("101"), false);
        if (stryMutAct_9fa48("104") ? ch !== '\t' : stryMutAct_9fa48("103") ? false : stryMutAct_9fa48("102") ? true : (stryCov_9fa48("102", "103", "104"), ch === (stryMutAct_9fa48("105") ? "" : (stryCov_9fa48("105"), '\t')))) {
          if (stryMutAct_9fa48("106")) {
            {}
          } else {
            stryCov_9fa48("106");
            line.push(cell);
            cell = stryMutAct_9fa48("107") ? "Stryker was here!" : (stryCov_9fa48("107"), '');
            atCellStart = stryMutAct_9fa48("108") ? false : (stryCov_9fa48("108"), true);
          }
        } else if (stryMutAct_9fa48("111") ? ch === '\n' && ch === '\r' : stryMutAct_9fa48("110") ? false : stryMutAct_9fa48("109") ? true : (stryCov_9fa48("109", "110", "111"), (stryMutAct_9fa48("113") ? ch !== '\n' : stryMutAct_9fa48("112") ? false : (stryCov_9fa48("112", "113"), ch === (stryMutAct_9fa48("114") ? "" : (stryCov_9fa48("114"), '\n')))) || (stryMutAct_9fa48("116") ? ch !== '\r' : stryMutAct_9fa48("115") ? false : (stryCov_9fa48("115", "116"), ch === (stryMutAct_9fa48("117") ? "" : (stryCov_9fa48("117"), '\r')))))) {
          if (stryMutAct_9fa48("118")) {
            {}
          } else {
            stryCov_9fa48("118");
            line.push(cell);
            lines.push(line);
            line = stryMutAct_9fa48("119") ? ["Stryker was here"] : (stryCov_9fa48("119"), []);
            cell = stryMutAct_9fa48("120") ? "Stryker was here!" : (stryCov_9fa48("120"), '');
            atCellStart = stryMutAct_9fa48("121") ? false : (stryCov_9fa48("121"), true);
            if (stryMutAct_9fa48("124") ? ch === '\r' || text[i + 1] === '\n' : stryMutAct_9fa48("123") ? false : stryMutAct_9fa48("122") ? true : (stryCov_9fa48("122", "123", "124"), (stryMutAct_9fa48("126") ? ch !== '\r' : stryMutAct_9fa48("125") ? true : (stryCov_9fa48("125", "126"), ch === (stryMutAct_9fa48("127") ? "" : (stryCov_9fa48("127"), '\r')))) && (stryMutAct_9fa48("129") ? text[i + 1] !== '\n' : stryMutAct_9fa48("128") ? true : (stryCov_9fa48("128", "129"), text[stryMutAct_9fa48("130") ? i - 1 : (stryCov_9fa48("130"), i + 1)] === (stryMutAct_9fa48("131") ? "" : (stryCov_9fa48("131"), '\n')))))) stryMutAct_9fa48("132") ? i -= 1 : (stryCov_9fa48("132"), i += 1);
          }
        } else stryMutAct_9fa48("133") ? cell -= ch : (stryCov_9fa48("133"), cell += ch);
        stryMutAct_9fa48("134") ? i -= 1 : (stryCov_9fa48("134"), i += 1);
      }
    }
    if (stryMutAct_9fa48("137") ? (!atCellStart || cell !== '') && line.length > 0 : stryMutAct_9fa48("136") ? false : stryMutAct_9fa48("135") ? true : (stryCov_9fa48("135", "136", "137"), (stryMutAct_9fa48("139") ? !atCellStart && cell !== '' : stryMutAct_9fa48("138") ? false : (stryCov_9fa48("138", "139"), (stryMutAct_9fa48("140") ? atCellStart : (stryCov_9fa48("140"), !atCellStart)) || (stryMutAct_9fa48("142") ? cell === '' : stryMutAct_9fa48("141") ? false : (stryCov_9fa48("141", "142"), cell !== (stryMutAct_9fa48("143") ? "Stryker was here!" : (stryCov_9fa48("143"), '')))))) || (stryMutAct_9fa48("146") ? line.length <= 0 : stryMutAct_9fa48("145") ? line.length >= 0 : stryMutAct_9fa48("144") ? false : (stryCov_9fa48("144", "145", "146"), line.length > 0)))) {
      if (stryMutAct_9fa48("147")) {
        {}
      } else {
        stryCov_9fa48("147");
        line.push(cell);
        lines.push(line);
      }
    }
    return lines;
  }
}

/** The quote closing a quoted cell: followed by a tab, a line break or the end. -1 when there is none. */
function closingQuote(text: string, from: number): number {
  if (stryMutAct_9fa48("148")) {
    {}
  } else {
    stryCov_9fa48("148");
    for (let i = from; stryMutAct_9fa48("151") ? i >= text.length : stryMutAct_9fa48("150") ? i <= text.length : stryMutAct_9fa48("149") ? false : (stryCov_9fa48("149", "150", "151"), i < text.length); stryMutAct_9fa48("152") ? i-- : (stryCov_9fa48("152"), i++)) {
      if (stryMutAct_9fa48("153")) {
        {}
      } else {
        stryCov_9fa48("153");
        if (stryMutAct_9fa48("156") ? text[i] === '"' : stryMutAct_9fa48("155") ? false : stryMutAct_9fa48("154") ? true : (stryCov_9fa48("154", "155", "156"), text[i] !== (stryMutAct_9fa48("157") ? "" : (stryCov_9fa48("157"), '"')))) continue;
        if (stryMutAct_9fa48("160") ? text[i + 1] !== '"' : stryMutAct_9fa48("159") ? false : stryMutAct_9fa48("158") ? true : (stryCov_9fa48("158", "159", "160"), text[stryMutAct_9fa48("161") ? i - 1 : (stryCov_9fa48("161"), i + 1)] === (stryMutAct_9fa48("162") ? "" : (stryCov_9fa48("162"), '"')))) {
          if (stryMutAct_9fa48("163")) {
            {}
          } else {
            stryCov_9fa48("163");
            stryMutAct_9fa48("164") ? i -= 1 : (stryCov_9fa48("164"), i += 1);
            continue;
          }
        }
        const next = text[stryMutAct_9fa48("165") ? i - 1 : (stryCov_9fa48("165"), i + 1)];
        return (stryMutAct_9fa48("168") ? (next === undefined || next === '\t' || next === '\n') && next === '\r' : stryMutAct_9fa48("167") ? false : stryMutAct_9fa48("166") ? true : (stryCov_9fa48("166", "167", "168"), (stryMutAct_9fa48("170") ? (next === undefined || next === '\t') && next === '\n' : stryMutAct_9fa48("169") ? false : (stryCov_9fa48("169", "170"), (stryMutAct_9fa48("172") ? next === undefined && next === '\t' : stryMutAct_9fa48("171") ? false : (stryCov_9fa48("171", "172"), (stryMutAct_9fa48("174") ? next !== undefined : stryMutAct_9fa48("173") ? false : (stryCov_9fa48("173", "174"), next === undefined)) || (stryMutAct_9fa48("176") ? next !== '\t' : stryMutAct_9fa48("175") ? false : (stryCov_9fa48("175", "176"), next === (stryMutAct_9fa48("177") ? "" : (stryCov_9fa48("177"), '\t')))))) || (stryMutAct_9fa48("179") ? next !== '\n' : stryMutAct_9fa48("178") ? false : (stryCov_9fa48("178", "179"), next === (stryMutAct_9fa48("180") ? "" : (stryCov_9fa48("180"), '\n')))))) || (stryMutAct_9fa48("182") ? next !== '\r' : stryMutAct_9fa48("181") ? false : (stryCov_9fa48("181", "182"), next === (stryMutAct_9fa48("183") ? "" : (stryCov_9fa48("183"), '\r')))))) ? i : stryMutAct_9fa48("184") ? +1 : (stryCov_9fa48("184"), -1);
      }
    }
    return stryMutAct_9fa48("185") ? +1 : (stryCov_9fa48("185"), -1);
  }
}
const isBlankLine = stryMutAct_9fa48("186") ? () => undefined : (stryCov_9fa48("186"), (() => {
  const isBlankLine = (cells: readonly string[]) => stryMutAct_9fa48("187") ? cells.some(c => c.trim() === '') : (stryCov_9fa48("187"), cells.every(stryMutAct_9fa48("188") ? () => undefined : (stryCov_9fa48("188"), c => stryMutAct_9fa48("191") ? c.trim() !== '' : stryMutAct_9fa48("190") ? false : stryMutAct_9fa48("189") ? true : (stryCov_9fa48("189", "190", "191"), (stryMutAct_9fa48("192") ? c : (stryCov_9fa48("192"), c.trim())) === (stryMutAct_9fa48("193") ? "Stryker was here!" : (stryCov_9fa48("193"), ''))))));
  return isBlankLine;
})());

/**
 * Reads a pasted block. Lines whose first cell is text (with a letter) are rows (Particulars, Quantity, Unit,
 * Material Unit Cost, Labor Unit Cost); lines whose first cell is a number or blank are cells
 * starting at Quantity. Blank lines are skipped; a blank cell sets nothing. Quantities and costs
 * keep at most 4 decimal places (UNIT_SCALE), a unit at most 20 characters.
 */
export function parseBoqPaste(text: string): BoqPaste {
  if (stryMutAct_9fa48("194")) {
    {}
  } else {
    stryCov_9fa48("194");
    const lines = stryMutAct_9fa48("195") ? splitTsv(text) : (stryCov_9fa48("195"), splitTsv(text).filter(stryMutAct_9fa48("196") ? () => undefined : (stryCov_9fa48("196"), cells => stryMutAct_9fa48("197") ? isBlankLine(cells) : (stryCov_9fa48("197"), !isBlankLine(cells)))));
    if (stryMutAct_9fa48("200") ? lines.length !== 0 : stryMutAct_9fa48("199") ? false : stryMutAct_9fa48("198") ? true : (stryCov_9fa48("198", "199", "200"), lines.length === 0)) return stryMutAct_9fa48("201") ? {} : (stryCov_9fa48("201"), {
      ok: stryMutAct_9fa48("202") ? true : (stryCov_9fa48("202"), false),
      message: BOQ_PASTE_MESSAGES.empty
    });
    if (stryMutAct_9fa48("206") ? lines.length <= BOQ_PASTE_MAX_LINES : stryMutAct_9fa48("205") ? lines.length >= BOQ_PASTE_MAX_LINES : stryMutAct_9fa48("204") ? false : stryMutAct_9fa48("203") ? true : (stryCov_9fa48("203", "204", "205", "206"), lines.length > BOQ_PASTE_MAX_LINES)) return stryMutAct_9fa48("207") ? {} : (stryCov_9fa48("207"), {
      ok: stryMutAct_9fa48("208") ? true : (stryCov_9fa48("208"), false),
      message: BOQ_PASTE_MESSAGES.tooMany
    });
    // A first cell with a letter that is not an amount ("PHP 5") is Particulars; "-2" is a wrong Quantity.
    const isRow = stryMutAct_9fa48("209") ? () => undefined : (stryCov_9fa48("209"), (() => {
      const isRow = (cells: readonly string[]) => stryMutAct_9fa48("212") ? parseExcelNumber(cells[0]!) === undefined || /\p{L}/u.test(cells[0]!) : stryMutAct_9fa48("211") ? false : stryMutAct_9fa48("210") ? true : (stryCov_9fa48("210", "211", "212"), (stryMutAct_9fa48("214") ? parseExcelNumber(cells[0]!) !== undefined : stryMutAct_9fa48("213") ? true : (stryCov_9fa48("213", "214"), parseExcelNumber(cells[0]!) === undefined)) && (stryMutAct_9fa48("215") ? /\P{L}/u : (stryCov_9fa48("215"), /\p{L}/u)).test(cells[0]!));
      return isRow;
    })());
    const rowCount = stryMutAct_9fa48("216") ? lines.length : (stryCov_9fa48("216"), lines.filter(isRow).length);
    if (stryMutAct_9fa48("219") ? rowCount !== 0 || rowCount !== lines.length : stryMutAct_9fa48("218") ? false : stryMutAct_9fa48("217") ? true : (stryCov_9fa48("217", "218", "219"), (stryMutAct_9fa48("221") ? rowCount === 0 : stryMutAct_9fa48("220") ? true : (stryCov_9fa48("220", "221"), rowCount !== 0)) && (stryMutAct_9fa48("223") ? rowCount === lines.length : stryMutAct_9fa48("222") ? true : (stryCov_9fa48("222", "223"), rowCount !== lines.length)))) return stryMutAct_9fa48("224") ? {} : (stryCov_9fa48("224"), {
      ok: stryMutAct_9fa48("225") ? true : (stryCov_9fa48("225"), false),
      message: BOQ_PASTE_MESSAGES.mixed
    });
    const kind = (stryMutAct_9fa48("228") ? rowCount !== 0 : stryMutAct_9fa48("227") ? false : stryMutAct_9fa48("226") ? true : (stryCov_9fa48("226", "227", "228"), rowCount === 0)) ? stryMutAct_9fa48("229") ? "" : (stryCov_9fa48("229"), 'cells') : stryMutAct_9fa48("230") ? "" : (stryCov_9fa48("230"), 'rows');
    const columns = (stryMutAct_9fa48("233") ? kind !== 'rows' : stryMutAct_9fa48("232") ? false : stryMutAct_9fa48("231") ? true : (stryCov_9fa48("231", "232", "233"), kind === (stryMutAct_9fa48("234") ? "" : (stryCov_9fa48("234"), 'rows')))) ? BOQ_CLIPBOARD_COLUMNS : stryMutAct_9fa48("235") ? BOQ_CLIPBOARD_COLUMNS : (stryCov_9fa48("235"), BOQ_CLIPBOARD_COLUMNS.slice(1));
    const parsed: BoqPasteLine[] = stryMutAct_9fa48("236") ? ["Stryker was here"] : (stryCov_9fa48("236"), []);
    for (const [index, raw] of lines.entries()) {
      if (stryMutAct_9fa48("237")) {
        {}
      } else {
        stryCov_9fa48("237");
        const where = stryMutAct_9fa48("238") ? `` : (stryCov_9fa48("238"), `Line ${stryMutAct_9fa48("239") ? index - 1 : (stryCov_9fa48("239"), index + 1)}`);
        // Trailing blank cells (a wider selection in Excel) carry nothing.
        const cells = stryMutAct_9fa48("240") ? [] : (stryCov_9fa48("240"), [...raw]);
        while (stryMutAct_9fa48("242") ? cells.length > columns.length || cells[cells.length - 1]!.trim() === '' : stryMutAct_9fa48("241") ? false : (stryCov_9fa48("241", "242"), (stryMutAct_9fa48("245") ? cells.length <= columns.length : stryMutAct_9fa48("244") ? cells.length >= columns.length : stryMutAct_9fa48("243") ? true : (stryCov_9fa48("243", "244", "245"), cells.length > columns.length)) && (stryMutAct_9fa48("247") ? cells[cells.length - 1]!.trim() !== '' : stryMutAct_9fa48("246") ? true : (stryCov_9fa48("246", "247"), (stryMutAct_9fa48("248") ? cells[cells.length - 1]! : (stryCov_9fa48("248"), cells[stryMutAct_9fa48("249") ? cells.length + 1 : (stryCov_9fa48("249"), cells.length - 1)]!.trim())) === (stryMutAct_9fa48("250") ? "Stryker was here!" : (stryCov_9fa48("250"), '')))))) cells.pop();
        if (stryMutAct_9fa48("254") ? cells.length <= columns.length : stryMutAct_9fa48("253") ? cells.length >= columns.length : stryMutAct_9fa48("252") ? false : stryMutAct_9fa48("251") ? true : (stryCov_9fa48("251", "252", "253", "254"), cells.length > columns.length)) return stryMutAct_9fa48("255") ? {} : (stryCov_9fa48("255"), {
          ok: stryMutAct_9fa48("256") ? true : (stryCov_9fa48("256"), false),
          message: stryMutAct_9fa48("257") ? `` : (stryCov_9fa48("257"), `${where} has more than ${columns.length} cells: paste ${columns.join(stryMutAct_9fa48("258") ? "" : (stryCov_9fa48("258"), ', '))}`)
        });
        const at = stryMutAct_9fa48("259") ? () => undefined : (stryCov_9fa48("259"), (() => {
          const at = (column: (typeof BOQ_CLIPBOARD_COLUMNS)[number]) => stryMutAct_9fa48("260") ? cells[columns.indexOf(column as never)] && '' : (stryCov_9fa48("260"), cells[columns.indexOf(column as never)] ?? (stryMutAct_9fa48("261") ? "Stryker was here!" : (stryCov_9fa48("261"), '')));
          return at;
        })());
        const line: BoqPasteLine = stryMutAct_9fa48("262") ? {} : (stryCov_9fa48("262"), {
          description: null,
          quantity: null,
          materialUnit: null,
          materialUnitCost: null,
          laborUnitCost: null
        });
        if (stryMutAct_9fa48("265") ? kind !== 'rows' : stryMutAct_9fa48("264") ? false : stryMutAct_9fa48("263") ? true : (stryCov_9fa48("263", "264", "265"), kind === (stryMutAct_9fa48("266") ? "" : (stryCov_9fa48("266"), 'rows')))) {
          if (stryMutAct_9fa48("267")) {
            {}
          } else {
            stryCov_9fa48("267");
            line.description = stryMutAct_9fa48("268") ? at('Particulars') : (stryCov_9fa48("268"), at(stryMutAct_9fa48("269") ? "" : (stryCov_9fa48("269"), 'Particulars')).trim());
            if (stryMutAct_9fa48("273") ? line.description.length <= DESCRIPTION_MAX : stryMutAct_9fa48("272") ? line.description.length >= DESCRIPTION_MAX : stryMutAct_9fa48("271") ? false : stryMutAct_9fa48("270") ? true : (stryCov_9fa48("270", "271", "272", "273"), line.description.length > DESCRIPTION_MAX)) return stryMutAct_9fa48("274") ? {} : (stryCov_9fa48("274"), {
              ok: stryMutAct_9fa48("275") ? true : (stryCov_9fa48("275"), false),
              message: stryMutAct_9fa48("276") ? `` : (stryCov_9fa48("276"), `${where}, Particulars: is longer than ${DESCRIPTION_MAX} characters`)
            });
          }
        }
        const unit = stryMutAct_9fa48("277") ? at('Unit') : (stryCov_9fa48("277"), at(stryMutAct_9fa48("278") ? "" : (stryCov_9fa48("278"), 'Unit')).trim());
        if (stryMutAct_9fa48("282") ? unit.length <= UNIT_MAX : stryMutAct_9fa48("281") ? unit.length >= UNIT_MAX : stryMutAct_9fa48("280") ? false : stryMutAct_9fa48("279") ? true : (stryCov_9fa48("279", "280", "281", "282"), unit.length > UNIT_MAX)) return stryMutAct_9fa48("283") ? {} : (stryCov_9fa48("283"), {
          ok: stryMutAct_9fa48("284") ? true : (stryCov_9fa48("284"), false),
          message: stryMutAct_9fa48("285") ? `` : (stryCov_9fa48("285"), `${where}, Unit: is longer than ${UNIT_MAX} characters`)
        });
        line.materialUnit = (stryMutAct_9fa48("288") ? unit !== '' : stryMutAct_9fa48("287") ? false : stryMutAct_9fa48("286") ? true : (stryCov_9fa48("286", "287", "288"), unit === (stryMutAct_9fa48("289") ? "Stryker was here!" : (stryCov_9fa48("289"), '')))) ? null : unit;
        for (const [field, column] of [['quantity', 'Quantity'], ['materialUnitCost', 'Material Unit Cost'], ['laborUnitCost', 'Labor Unit Cost']] as const) {
          if (stryMutAct_9fa48("290")) {
            {}
          } else {
            stryCov_9fa48("290");
            const cell = at(column);
            const value = parseExcelNumber(cell);
            if (stryMutAct_9fa48("293") ? value !== undefined : stryMutAct_9fa48("292") ? false : stryMutAct_9fa48("291") ? true : (stryCov_9fa48("291", "292", "293"), value === undefined)) return stryMutAct_9fa48("294") ? {} : (stryCov_9fa48("294"), {
              ok: stryMutAct_9fa48("295") ? true : (stryCov_9fa48("295"), false),
              message: stryMutAct_9fa48("296") ? `` : (stryCov_9fa48("296"), `${where}, ${column}: "${stryMutAct_9fa48("297") ? cell : (stryCov_9fa48("297"), cell.trim())}" is not a number of at least 0`)
            });
            if (stryMutAct_9fa48("300") ? value !== null || new Decimal(value).decimalPlaces() > UNIT_SCALE : stryMutAct_9fa48("299") ? false : stryMutAct_9fa48("298") ? true : (stryCov_9fa48("298", "299", "300"), (stryMutAct_9fa48("302") ? value === null : stryMutAct_9fa48("301") ? true : (stryCov_9fa48("301", "302"), value !== null)) && (stryMutAct_9fa48("305") ? new Decimal(value).decimalPlaces() <= UNIT_SCALE : stryMutAct_9fa48("304") ? new Decimal(value).decimalPlaces() >= UNIT_SCALE : stryMutAct_9fa48("303") ? true : (stryCov_9fa48("303", "304", "305"), new Decimal(value).decimalPlaces() > UNIT_SCALE)))) return stryMutAct_9fa48("306") ? {} : (stryCov_9fa48("306"), {
              ok: stryMutAct_9fa48("307") ? true : (stryCov_9fa48("307"), false),
              message: stryMutAct_9fa48("308") ? `` : (stryCov_9fa48("308"), `${where}, ${column}: must have at most ${UNIT_SCALE} decimal places`)
            });
            line[field] = value;
          }
        }
        parsed.push(line);
      }
    }
    return stryMutAct_9fa48("309") ? {} : (stryCov_9fa48("309"), {
      ok: stryMutAct_9fa48("310") ? false : (stryCov_9fa48("310"), true),
      kind,
      lines: parsed
    });
  }
}
type ClipboardRow = Pick<BoqRowInput, 'description' | 'quantity' | 'materialUnit' | 'materialUnitCost' | 'laborUnitCost' | 'laborPercentageCost'>;
const tsvCell = stryMutAct_9fa48("311") ? () => undefined : (stryCov_9fa48("311"), (() => {
  const tsvCell = (value: string) => (stryMutAct_9fa48("312") ? /[^\t\r\n"]/ : (stryCov_9fa48("312"), /[\t\r\n"]/)).test(value) ? stryMutAct_9fa48("313") ? `` : (stryCov_9fa48("313"), `"${value.replace(/"/g, stryMutAct_9fa48("314") ? "" : (stryCov_9fa48("314"), '""'))}"`) : value;
  return tsvCell;
})());

/** Item rows as tab-separated lines (BOQ_CLIPBOARD_COLUMNS): what Excel and parseBoqPaste read back. The labour cost is the one shown. */
export function boqRowsToTsv(rows: readonly ClipboardRow[]): string {
  if (stryMutAct_9fa48("315")) {
    {}
  } else {
    stryCov_9fa48("315");
    return rows.map(stryMutAct_9fa48("316") ? () => undefined : (stryCov_9fa48("316"), r => (stryMutAct_9fa48("317") ? [] : (stryCov_9fa48("317"), [r.description, new Decimal(stryMutAct_9fa48("320") ? r.quantity && 0 : stryMutAct_9fa48("319") ? false : stryMutAct_9fa48("318") ? true : (stryCov_9fa48("318", "319", "320"), r.quantity || 0)).toString(), r.materialUnit, new Decimal(stryMutAct_9fa48("323") ? r.materialUnitCost && 0 : stryMutAct_9fa48("322") ? false : stryMutAct_9fa48("321") ? true : (stryCov_9fa48("321", "322", "323"), r.materialUnitCost || 0)).toString(), new Decimal(effectiveLaborUnitCost(r)).toString()])).map(tsvCell).join(stryMutAct_9fa48("324") ? "" : (stryCov_9fa48("324"), '\t')))).join(stryMutAct_9fa48("325") ? "" : (stryCov_9fa48("325"), '\n'));
  }
}
type EditableRow = Pick<BoqRowInput, 'quantity' | 'materialUnit' | 'materialUnitCost' | 'laborUnitCost' | 'laborPercentageCost' | 'itemId'>;

/**
 * The BOQ_EDIT_ITEM updateValue that fills an item row with a pasted line of cells, or null when
 * it changes nothing. Only non-blank cells whose value differs are sent. A row linked to a
 * catalogue item keeps the item's unit and material cost (the Update Item dialog locks them
 * too). A labour cost on a row with Labor % above 0 also sets Labor % to 0, as typing it does.
 */
export function boqPasteUpdate(row: EditableRow, line: BoqPasteLine): Record<string, string> | null {
  if (stryMutAct_9fa48("326")) {
    {}
  } else {
    stryCov_9fa48("326");
    const update: Record<string, string> = {};
    const differs = stryMutAct_9fa48("327") ? () => undefined : (stryCov_9fa48("327"), (() => {
      const differs = (value: string, current: string) => stryMutAct_9fa48("328") ? new Decimal(value).equals(new Decimal(current || 0)) : (stryCov_9fa48("328"), !new Decimal(value).equals(new Decimal(stryMutAct_9fa48("331") ? current && 0 : stryMutAct_9fa48("330") ? false : stryMutAct_9fa48("329") ? true : (stryCov_9fa48("329", "330", "331"), current || 0))));
      return differs;
    })());
    if (stryMutAct_9fa48("334") ? line.quantity !== null || differs(line.quantity, row.quantity) : stryMutAct_9fa48("333") ? false : stryMutAct_9fa48("332") ? true : (stryCov_9fa48("332", "333", "334"), (stryMutAct_9fa48("336") ? line.quantity === null : stryMutAct_9fa48("335") ? true : (stryCov_9fa48("335", "336"), line.quantity !== null)) && differs(line.quantity, row.quantity))) update.quantity = line.quantity;
    const isLinked = stryMutAct_9fa48("339") ? row.itemId === null : stryMutAct_9fa48("338") ? false : stryMutAct_9fa48("337") ? true : (stryCov_9fa48("337", "338", "339"), row.itemId !== null);
    if (stryMutAct_9fa48("342") ? !isLinked && line.materialUnit !== null || line.materialUnit !== row.materialUnit : stryMutAct_9fa48("341") ? false : stryMutAct_9fa48("340") ? true : (stryCov_9fa48("340", "341", "342"), (stryMutAct_9fa48("344") ? !isLinked || line.materialUnit !== null : stryMutAct_9fa48("343") ? true : (stryCov_9fa48("343", "344"), (stryMutAct_9fa48("345") ? isLinked : (stryCov_9fa48("345"), !isLinked)) && (stryMutAct_9fa48("347") ? line.materialUnit === null : stryMutAct_9fa48("346") ? true : (stryCov_9fa48("346", "347"), line.materialUnit !== null)))) && (stryMutAct_9fa48("349") ? line.materialUnit === row.materialUnit : stryMutAct_9fa48("348") ? true : (stryCov_9fa48("348", "349"), line.materialUnit !== row.materialUnit)))) update.materialUnit = line.materialUnit;
    if (stryMutAct_9fa48("352") ? !isLinked && line.materialUnitCost !== null || differs(line.materialUnitCost, row.materialUnitCost) : stryMutAct_9fa48("351") ? false : stryMutAct_9fa48("350") ? true : (stryCov_9fa48("350", "351", "352"), (stryMutAct_9fa48("354") ? !isLinked || line.materialUnitCost !== null : stryMutAct_9fa48("353") ? true : (stryCov_9fa48("353", "354"), (stryMutAct_9fa48("355") ? isLinked : (stryCov_9fa48("355"), !isLinked)) && (stryMutAct_9fa48("357") ? line.materialUnitCost === null : stryMutAct_9fa48("356") ? true : (stryCov_9fa48("356", "357"), line.materialUnitCost !== null)))) && differs(line.materialUnitCost, row.materialUnitCost))) update.materialUnitCost = line.materialUnitCost;
    if (stryMutAct_9fa48("360") ? line.laborUnitCost !== null || differs(line.laborUnitCost, effectiveLaborUnitCost(row)) : stryMutAct_9fa48("359") ? false : stryMutAct_9fa48("358") ? true : (stryCov_9fa48("358", "359", "360"), (stryMutAct_9fa48("362") ? line.laborUnitCost === null : stryMutAct_9fa48("361") ? true : (stryCov_9fa48("361", "362"), line.laborUnitCost !== null)) && differs(line.laborUnitCost, effectiveLaborUnitCost(row)))) {
      if (stryMutAct_9fa48("363")) {
        {}
      } else {
        stryCov_9fa48("363");
        update.laborUnitCost = line.laborUnitCost;
        if (stryMutAct_9fa48("365") ? false : stryMutAct_9fa48("364") ? true : (stryCov_9fa48("364", "365"), new Decimal(stryMutAct_9fa48("368") ? row.laborPercentageCost && 0 : stryMutAct_9fa48("367") ? false : stryMutAct_9fa48("366") ? true : (stryCov_9fa48("366", "367", "368"), row.laborPercentageCost || 0)).greaterThan(0))) update.laborPercentageCost = stryMutAct_9fa48("369") ? "" : (stryCov_9fa48("369"), '0');
      }
    }
    return (stryMutAct_9fa48("372") ? Object.keys(update).length !== 0 : stryMutAct_9fa48("371") ? false : stryMutAct_9fa48("370") ? true : (stryCov_9fa48("370", "371", "372"), Object.keys(update).length === 0)) ? null : update;
  }
}
const UNDO_FIELDS = ['description', 'quantity', 'materialUnit', 'materialUnitCost', 'laborUnitCost', 'laborPercentageCost', 'profitMarginPercentage'] as const;
type UndoRow = Pick<BoqRowInput, (typeof UNDO_FIELDS)[number] | 'itemId'>;

/**
 * The BOQ_EDIT_ITEM updateValue that puts back what an edit is about to change (the row as it is
 * before the edit is sent). A catalogue item change also sets the unit and material cost, so its
 * inverse puts those back too; no catalogue item is sent as 0.
 */
export function boqEditInverse(row: UndoRow, updateValue: Readonly<Record<string, unknown>>): Record<string, string | number> {
  if (stryMutAct_9fa48("373")) {
    {}
  } else {
    stryCov_9fa48("373");
    const inverse: Record<string, string | number> = {};
    for (const field of UNDO_FIELDS) if (stryMutAct_9fa48("375") ? false : stryMutAct_9fa48("374") ? true : (stryCov_9fa48("374", "375"), field in updateValue)) inverse[field] = row[field];
    if (stryMutAct_9fa48("377") ? false : stryMutAct_9fa48("376") ? true : (stryCov_9fa48("376", "377"), (stryMutAct_9fa48("378") ? "" : (stryCov_9fa48("378"), 'itemId')) in updateValue)) {
      if (stryMutAct_9fa48("379")) {
        {}
      } else {
        stryCov_9fa48("379");
        inverse.itemId = stryMutAct_9fa48("380") ? row.itemId && 0 : (stryCov_9fa48("380"), row.itemId ?? 0);
        inverse.materialUnit = row.materialUnit;
        inverse.materialUnitCost = row.materialUnitCost;
      }
    }
    return inverse;
  }
}