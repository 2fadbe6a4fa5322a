#include "process_control.h"
#include <sys/prctl.h>
#include <sys/resource.h>

int pc_forbid_core_dumps(void) {
    struct rlimit none = {0, 0};
    int limit = setrlimit(RLIMIT_CORE, &none);
    int flag = prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    return limit == 0 && flag == 0 ? 0 : -1;
}

int pc_is_dumpable(void) {
    return prctl(PR_GET_DUMPABLE, 0, 0, 0, 0);
}
