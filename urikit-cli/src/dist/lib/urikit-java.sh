# urikit-java.sh: how every urikit launcher on Unix starts Java, in one place. Sourced (not run)
# by the distribution's bin/urikit and by the repository's ./urikit; the JVM options themselves are
# in jvm.options beside this file (bin/urikit.cmd reads that file too).
#
#   urikit_java JAR CDS_DIR [ARGS...]
#
# runs `java @jvm.options [CDS options] $JAVA_OPTS -jar JAR ARGS...` in place of the shell, in the
# caller's working directory. Java is URIKIT_JAVA when set (the distribution's own runtime), else
# $JAVA_HOME/bin/java, else java on the PATH.
#
# Start-up: where CDS_DIR is writable, Java keeps a class-data-sharing archive of the classes a
# call loads there, one per JDK build (CDS_DIR/urikit-jdk-<runtime version>.jsa, so changing the
# JDK never meets an archive of another one), created by the first call and mapped by the next
# ones (JDK 19+: -XX:+AutoCreateSharedArchive; JDK 17: -XX:ArchiveClassesAtExit, then
# -XX:SharedArchiveFile). URIKIT_CDS=0 turns it off.

urikit_java() {
    local jar=$1 cds_dir=$2
    shift 2
    local here=${BASH_SOURCE[0]%/*}
    [[ $here == "${BASH_SOURCE[0]}" ]] && here=.

    local java=${URIKIT_JAVA:-}
    if [[ -z $java ]]; then
        if [[ -n ${JAVA_HOME:-} && -x $JAVA_HOME/bin/java ]]; then
            java=$JAVA_HOME/bin/java
        else
            java=$(command -v java) || { echo "urikit: no java found (set JAVA_HOME or put a JDK 17+ on the PATH)" >&2; exit 3; }
        fi
    fi

    # Java decodes command-line arguments with the locale's charset: make it UTF-8 when the
    # locale does not say so, or non-ASCII arguments would arrive as '?'.
    case "${LC_ALL:-${LC_CTYPE:-${LANG:-}}}" in
        *[Uu][Tt][Ff]-8* | *[Uu][Tt][Ff]8*) ;;
        *) export LC_ALL=C.UTF-8 ;;
    esac

    local opts=("@$here/jvm.options")

    # The JDK's version, from its release file (no extra JVM start): JAVA_RUNTIME_VERSION names
    # the build (17.0.15+6-Debian-1deb12u1), which is what a class-data archive is tied to.
    local java_bin release version="" runtime="" line
    java_bin=$(readlink -f "$java" 2>/dev/null || echo "$java")
    release=${java_bin%/bin/java}/release
    if [[ -r $release ]]; then
        while IFS= read -r line; do
            case $line in
                JAVA_VERSION=*) version=${line#*=} ;;
                JAVA_RUNTIME_VERSION=*) runtime=${line#*=} ;;
            esac
        done < "$release"
    fi
    version=${version//\"/}
    runtime=${runtime//\"/}
    local feature=${version%%.*}
    [[ $feature =~ ^[0-9]+$ ]] || feature=0
    local build=${runtime:-$version}
    local jsa="$cds_dir/urikit-jdk-${build//[^A-Za-z0-9._+-]/_}.jsa"
    local quiet=(-Xlog:cds=off -Xlog:cds+dynamic=off)

    if [[ ${URIKIT_CDS:-1} == 0 || -z $version || ! -d $cds_dir || ! -w $cds_dir ]]; then
        :
    elif ((feature >= 19)); then
        opts+=(-XX:SharedArchiveFile="$jsa" -XX:+AutoCreateSharedArchive "${quiet[@]}")
    elif [[ -f $jsa && ! $jsa -ot $jar ]]; then
        opts+=(-XX:SharedArchiveFile="$jsa" "${quiet[@]}")
    elif ((feature >= 17)); then
        # First call on this JDK 17 build: it writes the archive (to a name of its own, moved into
        # place afterwards, so that a concurrent call never maps a half-written file).
        local tmp="$jsa.$$" status=0
        # shellcheck disable=SC2086
        "$java" "${opts[@]}" -XX:ArchiveClassesAtExit="$tmp" "${quiet[@]}" ${JAVA_OPTS:-} -jar "$jar" "$@" || status=$?
        [[ -f $tmp ]] && mv -f "$tmp" "$jsa"
        exit "$status"
    fi

    # shellcheck disable=SC2086
    exec "$java" "${opts[@]}" ${JAVA_OPTS:-} -jar "$jar" "$@"
}
