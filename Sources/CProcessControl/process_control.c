#define _GNU_SOURCE
#include "process_control.h"
#include <elf.h>
#include <link.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>
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

/// The main program's table of relocations with addends, found through its dynamic section.
struct relocation_table { uintptr_t start; size_t size; };

static int find_relocation_table(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct relocation_table *table = data;
    // The first object listed is the program itself.
    for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) {
        if (info->dlpi_phdr[i].p_type != PT_DYNAMIC) continue;
        const ElfW(Dyn) *entry = (const ElfW(Dyn) *)(info->dlpi_addr + info->dlpi_phdr[i].p_vaddr);
        uintptr_t address = 0;
        size_t bytes = 0;
        for (; entry->d_tag != DT_NULL; entry++) {
            if (entry->d_tag == DT_RELA) address = entry->d_un.d_ptr;
            if (entry->d_tag == DT_RELASZ) bytes = entry->d_un.d_val;
        }
        // The loader may or may not have rebased the entry in place.
        if (address != 0 && address < info->dlpi_addr) address += info->dlpi_addr;
        table->start = address;
        table->size = bytes;
    }
    return 1;
}

int pc_relocation_table_pages(unsigned long *first, unsigned long *end) {
    struct relocation_table table = {0, 0};
    dl_iterate_phdr(find_relocation_table, &table);
    if (table.start == 0 || table.size == 0) return -1;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    // Whole pages inside the table only: its first and last pages may hold other data.
    *first = (table.start + page - 1) & ~(page - 1);
    *end = (table.start + table.size) & ~(page - 1);
    return *end > *first ? 0 : -1;
}

long pc_release_relocation_table(void) {
    unsigned long first = 0, end = 0;
    if (pc_relocation_table_pages(&first, &end) != 0) return 0;
    if (madvise((void *)first, end - first, MADV_DONTNEED) != 0) return -1;
    return (long)(end - first);
}

extern char **environ;

char *const *pc_environment(void) {
    return environ;
}
