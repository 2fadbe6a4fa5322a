// Process settings that Swift's Glibc module does not reach (prctl is not in it).
#ifndef PROCESS_CONTROL_H
#define PROCESS_CONTROL_H

/// Marks the process as not dumpable: no core file is written by any handler, and other
/// processes of the same user cannot read its memory or environment. Returns 0 on success.
int pc_forbid_core_dumps(void);

/// 1 when the process may be dumped, 0 when not, -1 on error.
int pc_is_dumpable(void);

#endif
