// The only place that knows ncurses' macro quirks: macros and C globals do not import
// into Swift 6 (globals are concurrency errors), so each gets a static inline wrapper.
#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// Without this, cchar_t, setcchar, wadd_wch and wget_wch stay hidden.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <curses.h>
#include <term.h>
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int wcwidth(wchar_t c);

static inline WINDOW *pc_stdscr(void) { return stdscr; }
static inline WINDOW *pc_curscr(void) { return curscr; }
static inline int pc_colors(void) { return COLORS; }
static inline int pc_lines(void) { return LINES; }
static inline int pc_cols(void) { return COLS; }
static inline int pc_getmaxy(WINDOW *w) { return getmaxy(w); }
static inline int pc_getmaxx(WINDOW *w) { return getmaxx(w); }
static inline int pc_getcury(WINDOW *w) { return getcury(w); }
static inline int pc_getcurx(WINDOW *w) { return getcurx(w); }

static inline attr_t pc_a_normal(void) { return A_NORMAL; }
static inline attr_t pc_a_bold(void) { return A_BOLD; }
static inline attr_t pc_a_dim(void) { return A_DIM; }
static inline attr_t pc_a_reverse(void) { return A_REVERSE; }
static inline attr_t pc_a_underline(void) { return A_UNDERLINE; }

static inline int pc_key_code_yes(void) { return KEY_CODE_YES; }
static inline int pc_key_f(int n) { return KEY_F(n); }
static inline int pc_err(void) { return ERR; }

static inline mmask_t pc_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t pc_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t pc_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t pc_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t pc_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t pc_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t pc_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t pc_button_shift(void) { return BUTTON_SHIFT; }
static inline mmask_t pc_button_ctrl(void) { return BUTTON_CTRL; }
static inline mmask_t pc_button_alt(void) { return BUTTON_ALT; }

// The codeset after setlocale: "UTF-8" when wide text will draw correctly.
static inline const char *pc_codeset(void) { return nl_langinfo(CODESET); }

// tigetstr returns (char *)-1 for a capability that is not a string; hide that quirk.
static inline int pc_has_string_cap(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1 && value[0] != '\0';
}

// A string capability of the current terminal, or NULL when it has none (hides tigetstr's -1).
static inline const char *pc_string_cap(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1 || value[0] == '\0') ? NULL : value;
}

// Whether the current terminal has a boolean capability.
static inline int pc_flag_cap(const char *name) { return tigetflag(name) > 0; }

// tiparm is variadic, which Swift cannot call: one wrapper per number of parameters.
static inline const char *pc_tiparm1(const char *cap, int a) { return tiparm(cap, a); }
static inline const char *pc_tiparm2(const char *cap, int a, int b) { return tiparm(cap, a, b); }

// `cchar_t` holds at most this many wide characters (one spacing, the rest combining).
static inline int pc_ccharw_max(void) { return CCHARW_MAX; }

#endif
