// Process settings that Swift's Glibc module does not reach (prctl is not in it).
#ifndef PROCESS_CONTROL_H
#define PROCESS_CONTROL_H

/// Marks the process as not dumpable: no core file is written by any handler, and other
/// processes of the same user cannot read its memory or environment. Returns 0 on success.
int pc_forbid_core_dumps(void);

/// 1 when the process may be dumped, 0 when not, -1 on error.
int pc_is_dumpable(void);

/// The whole pages of the program's relocation table with addends, as [*first, *end); 0 when
/// found, -1 when the program has none (or none a page long).
int pc_relocation_table_pages(unsigned long *first, unsigned long *end);

/// Hands back the pages of the program's relocation table: the dynamic loader reads it once
/// before `main` and nothing reads it again, yet in a statically linked Swift program it is
/// megabytes that would otherwise stay resident for the whole session. Returns the bytes released
/// (0 when the table is smaller than a page or cannot be found), or -1 when `madvise` failed.
long pc_release_relocation_table(void);

/// The process's environment, `NAME=value` strings ending in NULL (`environ`, which Swift 6 cannot
/// read as a C global).
char *const *pc_environment(void);

#endif
