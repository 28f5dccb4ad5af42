# A ReFrame 4.x check of an interconnect's LogP parameters, measured by logp (https://... docs/cluster.md).
#
#   reframe -C settings_local.py -c logp_check.py -r
#
# It runs one logp command (LOGP_ARGS, default "run": the default measurement on 2 local ranks; logp starts its ranks
# itself, through mpirun or, inside a Slurm job, srun), checks sanity from the exit code and logp.json's
# schema_version, and reports every parameter logp.json holds a value of (o_s, o_r, g, L, RTT, T0, R) as a performance
# variable with its unit. The references come from logp itself: `logp reference DIR... --format reframe --out FILE`
# turns a set of runs into a reference block whose bounds are their between-launch interval; LOGP_REFERENCE=FILE
# takes that block (or paste it below).
#
# Environment:
#   LOGP            the logp command (default: logp; e.g. /opt/logp/run-logp.sh)
#   LOGP_ARGS       its arguments before the output options (default: run)
#   LOGP_REFERENCE  a file holding `reference = {...}` as `logp reference --format reframe` writes it
import json
import os
import shlex

import reframe as rfm
import reframe.utility.sanity as sn
from reframe.core.backends import getlauncher
from reframe.core.builtins import performance_function, run_after, run_before, sanity_function, variable

# logp.json's key and the unit of each parameter the check reports, in logp's own names.
PARAMETERS = {
    'o_s': ('o_s_us', 'us'),
    'o_r': ('o_r_us', 'us'),
    'g': ('g_us', 'us'),
    'L': ('L_us', 'us'),
    'RTT': ('rtt_us', 'us'),
    'T0': ('T0_us', 'us'),
    'R': ('R_MBps', 'MB/s'),
}

# The shape of logp.json this check reads (logp's LogpJson.SCHEMA_VERSION).
SCHEMA_VERSION = 2

RUN_ID = 'reframe'


def _reference_from(path):
    """The `reference` dict of a file `logp reference --format reframe` wrote."""
    scope = {}
    with open(path) as f:
        exec(compile(f.read(), path, 'exec'), {}, scope)
    return scope['reference']


@rfm.simple_test
class LogpCheck(rfm.RunOnlyRegressionTest):
    descr = 'LogP parameters of the interconnect, measured by logp'
    valid_systems = ['*']
    valid_prog_environs = ['*']
    tags = {'interconnect', 'logp'}
    logp = variable(str, value=os.environ.get('LOGP', 'logp'))
    logp_args = variable(str, value=os.environ.get('LOGP_ARGS', 'run'))
    reference_file = variable(str, value=os.environ.get('LOGP_REFERENCE', ''))
    # Paste `logp reference DIR... --format reframe` here, or name its file in LOGP_REFERENCE.
    reference = {}

    @run_after('init')
    def load_reference(self):
        if self.reference_file:
            self.reference = _reference_from(self.reference_file)

    @run_before('run')
    def set_command(self):
        # logp starts its ranks itself: ReFrame's launcher must not start logp once per task.
        self.job.launcher = getlauncher('local')()
        self.executable = self.logp
        self.executable_opts = shlex.split(self.logp_args) + [
            '--out', self.stagedir, '--run-id', RUN_ID, '--quiet', '--json']

    def _logp_json(self):
        with open(os.path.join(self.stagedir, 'signatures', RUN_ID, 'logp.json')) as f:
            return json.load(f)

    @sanity_function
    def logp_completed(self):
        path = os.path.join(self.stagedir, 'signatures', RUN_ID, 'logp.json')
        schema = self._logp_json().get('schema_version') if os.path.isfile(path) else None
        return sn.all([
            sn.assert_eq(self.job.exitcode, 0, msg='logp exited with {0}, not {1}'),
            sn.assert_true(os.path.isfile(path), msg='no logp.json in ' + path),
            sn.assert_eq(schema, SCHEMA_VERSION, msg="logp.json's schema_version is {0}, this check reads {1}"),
        ])

    @performance_function('us')
    def parameter(self, name):
        return self._logp_json()[PARAMETERS[name][0]]

    @performance_function('MB/s')
    def rate(self, name):
        return self._logp_json()[PARAMETERS[name][0]]

    @run_before('performance')
    def set_perf_variables(self):
        # Only what this run measured: logp.json holds null for a parameter it did not (T0 and R without bulk).
        values = self._logp_json()
        self.perf_variables = {
            name: (self.rate(name) if unit == 'MB/s' else self.parameter(name))
            for name, (key, unit) in PARAMETERS.items()
            if values.get(key) is not None
        }
