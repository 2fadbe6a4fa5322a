"""The end-to-end scripts' tally: each check prints "ok   - NAME" or "FAIL - NAME DETAIL", and
the script ends with the line the test command counts, "N passed, N failed"."""
import sys

passed = failed = 0


def check(name, ok, detail=""):
    """Counts one check and prints its line."""
    global passed, failed
    if ok:
        passed += 1
        print(f"ok   - {name}")
    else:
        failed += 1
        print(f"FAIL - {name} {detail}".rstrip())


def finish():
    """Prints the tally and exits non-zero when any check failed."""
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
